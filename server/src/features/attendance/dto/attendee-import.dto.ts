import { ApiProperty } from '@nestjs/swagger';

export class ImportColumnDto {
  @ApiProperty({ example: 'Vorname' })
  header!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['firstname', 'lastname', 'email', 'institution', 'city', 'country', 'feePaid'],
    description: 'The field the column fills; null: ignored.',
  })
  field!: string | null;
}

export class ImportRowDto {
  @ApiProperty({ example: 2, description: 'Line of the file (the header is line 1).' })
  line!: number;

  @ApiProperty({ enum: ['add', 'update', 'unchanged', 'problem'] })
  action!: 'add' | 'update' | 'unchanged' | 'problem';

  @ApiProperty()
  email!: string;

  @ApiProperty()
  firstname!: string;

  @ApiProperty()
  lastname!: string;

  @ApiProperty({ type: String, nullable: true })
  institution!: string | null;

  @ApiProperty({ type: String, nullable: true })
  city!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The country's English name." })
  country!: string | null;

  @ApiProperty({ type: Boolean, nullable: true, description: 'null: the file has no fee-paid column.' })
  feePaid!: boolean | null;

  @ApiProperty({ type: [String] })
  problems!: string[];
}

/** What an import did, or (dryRun) would do: every row with its action or its problems. */
export class ImportResultDto {
  @ApiProperty()
  dryRun!: boolean;

  @ApiProperty({ description: 'Whether anything was written: never with a problem in any row.' })
  written!: boolean;

  @ApiProperty()
  added!: number;

  @ApiProperty()
  updated!: number;

  @ApiProperty()
  unchanged!: number;

  @ApiProperty({ description: 'Rows with a problem.' })
  problems!: number;

  @ApiProperty({ type: [ImportColumnDto] })
  columns!: ImportColumnDto[];

  @ApiProperty({ type: [ImportRowDto] })
  rows!: ImportRowDto[];
}
