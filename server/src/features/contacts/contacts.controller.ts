import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { ParseIdPipe } from '../../platform/common/ids/parse-id.pipe.js';
import { ApiList } from '../../platform/common/lists/api-list.decorator.js';
import { ListParams } from '../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import { ListResult } from '../../platform/common/lists/list-result.js';
import { ContactsService } from './contacts.service.js';
import { ContactDto } from './dto/contact.dto.js';
import { SaveContactDto } from './dto/save-contact.dto.js';

/** The academy's employees, who can be contact persons of events. */
@ApiTags('Employees')
@Controller('api/contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get()
  @ApiOperation({
    summary: 'Employees by last name, first name; filters email (contains) and q (name or e-mail contains).',
    description: 'Page style answers the paged envelope, or 204 when nothing matches; range style an array.',
  })
  @ApiList(ContactDto, { emptyIs204: true })
  async list(@ListParams({ filters: ['email', 'q'] }) query: ListQuery): Promise<ListResult<ContactDto>> {
    return new ListResult(query, await this.contacts.list(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One employee.' })
  @ApiOkResponse({ type: ContactDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<ContactDto> {
    return this.contacts.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Adds an employee; 422 when the e-mail is taken.' })
  @ApiCreatedResponse({ type: ContactDto })
  create(@Body() body: SaveContactDto): Promise<ContactDto> {
    return this.contacts.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replaces an employee’s data; 422 when the e-mail belongs to another employee.' })
  @ApiOkResponse({ type: ContactDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() body: SaveContactDto): Promise<ContactDto> {
    return this.contacts.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Removes an employee and their links to events.' })
  @ApiOkResponse({ type: DeletedDto })
  delete(@Param('id', ParseIdPipe) id: number): Promise<DeletedDto> {
    return this.contacts.delete(id);
  }
}
