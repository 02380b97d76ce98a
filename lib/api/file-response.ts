/** A download: the body with its content type, named by content-disposition. */
export function fileResponse(options: {
  body: string | Uint8Array | ReadableStream<Uint8Array>;
  fileName: string;
  contentType: string;
}): Response {
  const { body, fileName, contentType } = options;
  return new Response(body as BodyInit, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName}"`,
    },
  });
}
