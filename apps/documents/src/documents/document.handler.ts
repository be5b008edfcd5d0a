import { Controller } from '@nestjs/common';
import { DOCUMENTS_ROUTES as R } from '@onboard/contracts';
import { Handles, type RouteCall } from '@onboard/server-kit';
import { DocumentNoticeService } from './document-notice.service.js';
import { DocumentVideoService } from './document-video.service.js';
import { DocumentZipService } from './document-zip.service.js';
import { DocumentService } from './document.service.js';

/** The documents calls of spec §7 and the new-document notice: each parses nothing itself (the route did). */
@Controller()
export class DocumentHandler {
  constructor(
    private readonly documents: DocumentService,
    private readonly zips: DocumentZipService,
    private readonly notices: DocumentNoticeService,
    private readonly videos: DocumentVideoService,
  ) {}

  @Handles(R.vidyardUpload)
  vidyardUpload({ context, params, body }: RouteCall<typeof R.vidyardUpload>) {
    return this.videos.upload(context, params.clientId, body);
  }

  @Handles(R.vidyardDelete)
  vidyardDelete({ context, params }: RouteCall<typeof R.vidyardDelete>) {
    return this.videos.remove(context, params.clientId, params.vidyardId);
  }

  @Handles(R.meta)
  meta({ context, params, query }: RouteCall<typeof R.meta>) {
    return this.documents.meta(context, params.clientId, query);
  }

  @Handles(R.count)
  count({ context, params, query }: RouteCall<typeof R.count>) {
    return this.documents.count(context, params.clientId, query.categories);
  }

  @Handles(R.lastTouched)
  lastTouched({ context, params, query }: RouteCall<typeof R.lastTouched>) {
    return this.documents.lastTouched(context, params.clientId, params.category, query.policyId);
  }

  @Handles(R.upload)
  upload({ context, params, body }: RouteCall<typeof R.upload>) {
    return this.documents.upload(context, params.clientId, body);
  }

  @Handles(R.metaPut)
  metaPut({ context, params, body }: RouteCall<typeof R.metaPut>) {
    return this.documents.metaPut(context, params.clientId, body);
  }

  @Handles(R.rename)
  rename({ context, params, body }: RouteCall<typeof R.rename>) {
    return this.documents.rename(context, params.clientId, params.documentId, body.fileName);
  }

  @Handles(R.remove)
  remove({ context, params }: RouteCall<typeof R.remove>) {
    return this.documents.remove(context, params.clientId, params.documentId);
  }

  @Handles(R.zip)
  zip({ context, params, query }: RouteCall<typeof R.zip>) {
    return this.zips.zip(context, params.clientId, query);
  }

  @Handles(R.download)
  download({ context, params }: RouteCall<typeof R.download>) {
    return this.documents.download(context, params.clientId, params.documentId);
  }

  @Handles(R.downloadById)
  downloadById({ context, params }: RouteCall<typeof R.downloadById>) {
    return this.documents.downloadById(context, params.documentId);
  }

  @Handles(R.noticeGet)
  noticeGet({ context, params }: RouteCall<typeof R.noticeGet>) {
    return this.notices.get(context, params.clientId);
  }

  @Handles(R.noticePut)
  noticePut({ context, params }: RouteCall<typeof R.noticePut>) {
    return this.notices.seen(context, params.clientId);
  }

  @Handles(R.userNoticePut)
  userNoticePut({ context }: RouteCall<typeof R.userNoticePut>) {
    return this.notices.dismiss(context);
  }
}
