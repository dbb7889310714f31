import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseFilters } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { PublicWhen, Roles } from '../../platform/auth/access.decorators.js';
import { StaffRole } from '../../platform/auth/roles.js';
import { DeletedDto } from '../../platform/common/dto/deleted.dto.js';
import { ParseIdPipe } from '../../platform/common/ids/parse-id.pipe.js';
import { ApiList } from '../../platform/common/lists/api-list.decorator.js';
import { ListParams } from '../../platform/common/lists/list-params.decorator.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { ListResult } from '../../platform/common/lists/list-result.js';
import { ContactIdsPipe } from './contact-ids.pipe.js';
import { CreateEventDto, UpdateEventDto, UpdateEventWithIdDto } from './dto/event-payload.dto.js';
import { EventDto } from './dto/event.dto.js';
import { NewLocationDto } from './dto/venue.dto.js';
import { EVENT_LIST_OPTIONS, isLookupByNumber } from './event-list-filter.js';
import { EventsService } from './events.service.js';
import { UpdateFailedFilter } from './update-failed.filter.js';

@ApiTags('Events')
@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @PublicWhen(isLookupByNumber)
  @Get()
  @ApiOperation({
    summary: 'Events, filtered by number (exact) or q (title or number contains).',
    description:
      'Looking an event up by ?number= is public (the claim form); any other listing needs staff. ' +
      'Answers the paged envelope {totalPages, count, next, previous, results} or, for range/sort/filter, ' +
      'an array with Content-Range. Sortable: id, number, title, startDate, endDate.',
  })
  @ApiList(EventDto)
  list(@ListParams(EVENT_LIST_OPTIONS) query: ListQuery): Promise<ListResult<EventDto>> {
    return this.events.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One event with its languages, contacts and venues.' })
  @ApiOkResponse({ type: EventDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<EventDto> {
    return this.events.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Creates an event with its primary venue, languages and contacts.' })
  @ApiCreatedResponse({ type: EventDto })
  create(@Body() body: CreateEventDto): Promise<EventDto> {
    return this.events.create(body);
  }

  @Put()
  @UseFilters(UpdateFailedFilter)
  @ApiOperation({ summary: 'Updates the event named by the id in the body; 409 if its rowVersion is outdated.' })
  @ApiOkResponse({ type: EventDto })
  update(@Body() body: UpdateEventWithIdDto): Promise<EventDto> {
    return this.events.update(body.id, body);
  }

  @Put(':id')
  @UseFilters(UpdateFailedFilter)
  @ApiOperation({ summary: 'Updates the event (ra-data-simple-rest); 409 if its rowVersion is outdated.' })
  @ApiOkResponse({ type: EventDto })
  updateById(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateEventDto): Promise<EventDto> {
    return this.events.update(id, body);
  }

  @Delete(':id')
  @Roles(StaffRole.Admin)
  @ApiOperation({ summary: 'Deletes the event with its venues, languages and contact links (Admin).' })
  @ApiOkResponse({ type: DeletedDto })
  delete(@Param('id', ParseIdPipe) id: number): Promise<DeletedDto> {
    return this.events.delete(id);
  }

  @Post(':id/contacts')
  @HttpCode(200)
  @ApiOperation({ summary: 'Links employees (a JSON array of their ids) as contacts of the event.' })
  @ApiBody({ type: [Number] })
  @ApiOkResponse({ type: EventDto })
  linkContacts(@Param('id', ParseIdPipe) id: number, @Body(ContactIdsPipe) contactIds: number[]): Promise<EventDto> {
    return this.events.linkContacts(id, contactIds);
  }

  @Delete(':id/contacts/:contactId')
  @ApiOperation({ summary: 'Removes an employee from the contacts of the event.' })
  @ApiOkResponse({ type: EventDto })
  unlinkContact(
    @Param('id', ParseIdPipe) id: number,
    @Param('contactId', ParseIdPipe) contactId: number,
  ): Promise<EventDto> {
    return this.events.unlinkContact(id, contactId);
  }

  @Post('locations')
  @ApiOperation({ summary: 'Adds a further (non-primary) venue to an event.' })
  @ApiCreatedResponse({ type: EventDto })
  addLocation(@Body() body: NewLocationDto): Promise<EventDto> {
    return this.events.addLocation(body);
  }

  @Delete(':id/locations/:locationId')
  @ApiOperation({ summary: 'Deletes a venue of the event; the primary venue cannot be deleted.' })
  @ApiOkResponse({ type: EventDto })
  deleteLocation(
    @Param('id', ParseIdPipe) id: number,
    @Param('locationId', ParseIdPipe) locationId: number,
  ): Promise<EventDto> {
    return this.events.deleteLocation(id, locationId);
  }
}
