import { ApiProperty } from '@nestjs/swagger';

/** The answer to a DELETE: the id of the removed record (what react-admin needs to update its cache). */
export class DeletedDto {
  @ApiProperty({ example: 1 })
  id!: number;
}
