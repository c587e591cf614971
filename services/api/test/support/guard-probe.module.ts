import { Controller, Get, Module, Param } from '@nestjs/common';
import { OwnAccount, RequireCapability, SelfOnly } from '../../src/common/auth/access.decorators';
import { ok } from '../../src/common/http/envelope';

/** Routes that do nothing but stand behind one guard each, so each guard is tested alone. */
@Controller('probe')
class GuardProbeController {
  @Get('signed-in')
  signedIn() {
    return ok('signed-in');
  }

  @RequireCapability('member')
  @Get('member')
  member() {
    return ok('member');
  }

  @RequireCapability('taskOwner')
  @Get('task-owner')
  taskOwner() {
    return ok('task-owner');
  }

  @RequireCapability('admin')
  @Get('admin')
  admin() {
    return ok('admin');
  }

  @OwnAccount()
  @Get('own/:id')
  own(@Param('id') id: string) {
    return ok(id);
  }

  @SelfOnly()
  @Get('self/:id')
  self(@Param('id') id: string) {
    return ok(id);
  }
}

@Module({ controllers: [GuardProbeController] })
export class GuardProbeModule {}
