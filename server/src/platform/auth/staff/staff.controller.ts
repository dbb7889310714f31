import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { DeletedDto } from '../../common/dto/deleted.dto.js';
import { ParseIdPipe } from '../../common/ids/parse-id.pipe.js';
import { ApiList } from '../../common/lists/api-list.decorator.js';
import { ListParams } from '../../common/lists/list-params.decorator.js';
import type { ListQuery } from '../../common/lists/list-query.js';
import { ListResult } from '../../common/lists/list-result.js';
import { Roles } from '../access.decorators.js';
import { CurrentPrincipal } from '../current-principal.decorator.js';
import type { StaffPrincipal } from '../principal.js';
import { StaffRole } from '../roles.js';
import { CreateStaffAccountDto, UpdateStaffAccountDto } from './dto/save-staff-account.dto.js';
import { StaffAccountDto, StaffAccountWithPasswordDto } from './dto/staff-account.dto.js';
import { StaffService } from './staff.service.js';

/** Staff accounts (Admin only): local accounts, and Entra ID people as they sign in. */
@ApiTags('Staff accounts')
@Roles(StaffRole.Admin)
@Controller('api/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOperation({
    summary: 'Staff accounts by username; filter q (username, name or e-mail contains).',
    description: 'Page style answers the paged envelope, range style an array.',
  })
  @ApiList(StaffAccountDto)
  async list(@ListParams({ filters: ['q'] }) query: ListQuery): Promise<ListResult<StaffAccountDto>> {
    return new ListResult(query, await this.staff.list(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff account.' })
  @ApiOkResponse({ type: StaffAccountDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<StaffAccountDto> {
    return this.staff.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Adds a local account; its generated password is in this answer only. 422 when the name is taken.',
  })
  @ApiCreatedResponse({ type: StaffAccountWithPasswordDto })
  create(@Body() body: CreateStaffAccountDto): Promise<StaffAccountWithPasswordDto> {
    return this.staff.create(body);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Changes name, e-mail, roles or enabled. A change of roles or a disable ends the account’s sessions at once.',
    description:
      '409 when it would leave no enabled Admin; 422 for disabling oneself or the roles of an Entra ID person.',
  })
  @ApiOkResponse({ type: StaffAccountDto })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateStaffAccountDto,
    @CurrentPrincipal() by: StaffPrincipal,
  ): Promise<StaffAccountDto> {
    return this.staff.update(id, body, by);
  }

  @Post(':id/password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new generated password, shown in this answer only; the account’s sessions end.' })
  @ApiOkResponse({ type: StaffAccountWithPasswordDto })
  resetPassword(@Param('id', ParseIdPipe) id: number): Promise<StaffAccountWithPasswordDto> {
    return this.staff.resetPassword(id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the account; its sessions end at once. 409 for the last enabled Admin.' })
  @ApiOkResponse({ type: DeletedDto })
  delete(@Param('id', ParseIdPipe) id: number, @CurrentPrincipal() by: StaffPrincipal): Promise<DeletedDto> {
    return this.staff.delete(id, by);
  }
}
