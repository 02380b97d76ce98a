// The Gemini generateContent endpoint of the mock LLM server (scripts/mock-llm-server.mjs mounts
// it), in the shape of the AI SDK's recorded Gemini answer (lib/llm/__fixtures__/wire/google-text.json):
//   POST /v1beta/models/{model}:generateContent {contents, systemInstruction, generationConfig}
// A generationConfig.responseSchema is answered with a synthesized object valid against it,
// steered by the same MOCK_* markers as the chat endpoint.

const partsText = (parts) =>
  Array.isArray(parts)
    ? parts.map((p) => (typeof p?.text === "string" ? p.text : "")).join("")
    : "";

/** `context(chatBody)` gives the synthesis context of a chat-completions body (mock-llm-server's contextOf). */
export function createMockGoogleApi({ synthesize, context, sendJson, readBody }) {
  const stats = { generateContent: 0 };
  const googleError = (status, state, message) => ({
    error: { code: status, message, status: state },
  });

  async function generateContent(req, res, model) {
    stats.generateContent++;
    let body;
    try {
      body = JSON.parse((await readBody(req)) || "{}");
    } catch (err) {
      return sendJson(
        res,
        400,
        googleError(400, "INVALID_ARGUMENT", `Invalid JSON payload: ${err.message}`),
      );
    }
    if (!Array.isArray(body.contents) || body.contents.length === 0)
      return sendJson(res, 400, googleError(400, "INVALID_ARGUMENT", "contents is not specified"));
    const messages = body.contents.map((c) => ({
      role: c?.role === "model" ? "assistant" : "user",
      content: partsText(c?.parts),
    }));
    const ctx = context({ messages });
    const config = body.generationConfig ?? {};
    const text =
      config.responseSchema || config.responseJsonSchema
        ? JSON.stringify(synthesize(config.responseSchema ?? config.responseJsonSchema, ctx))
        : ctx.sentence;
    const prompt = Math.max(1, Math.ceil(messages.map((m) => m.content).join("").length / 4));
    const output = Math.max(1, Math.ceil(text.length / 4));
    sendJson(res, 200, {
      candidates: [
        {
          content: { parts: [{ text }], role: "model" },
          finishReason: ctx.finishReason === "length" ? "MAX_TOKENS" : "STOP",
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: prompt,
        candidatesTokenCount: output,
        totalTokenCount: prompt + output,
        promptTokensDetails: [{ modality: "TEXT", tokenCount: prompt }],
      },
      modelVersion: model,
      responseId: `mock-${stats.generateContent}`,
    });
  }

  /** Handles a Gemini route; false when the path is not one. */
  function handle(req, res, path) {
    const hit = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path);
    if (req.method !== "POST" || !hit) return false;
    generateContent(req, res, decodeURIComponent(hit[1])).catch((err) =>
      sendJson(res, 500, googleError(500, "INTERNAL", String(err?.message ?? err))),
    );
    return true;
  }
  return { handle, stats };
}
