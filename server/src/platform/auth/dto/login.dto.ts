import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin' })
  @IsString({ message: "Field 'Username' is mandatory." })
  @IsNotEmpty({ message: "Field 'Username' is mandatory." })
  @MaxLength(100)
  Username!: string;

  @ApiProperty()
  @IsString({ message: "Field 'Password' is mandatory." })
  @IsNotEmpty({ message: "Field 'Password' is mandatory." })
  @MaxLength(200)
  Password!: string;
}
