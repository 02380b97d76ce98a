import { jsonSchema, NoObjectGeneratedError, Output } from "ai";
import { z } from "zod";
import { extractJsonText } from "./extract-json-text";
import { toPortableJsonSchema } from "./to-portable-json-schema";

/**
 * The AI SDK output of a structured call: the provider is sent the portable JSON Schema
 * (toPortableJsonSchema: what OpenAI strict mode, Anthropic and Gemini all accept), the answer is
 * validated against the full zod schema, and an answer that is not JSON itself but holds one
 * JSON object (a fenced block or an object inside prose, as from servers without structured
 * output) is read from there. Errors are the AI SDK's own NoObjectGeneratedError.
 */
export function createStructuredOutput<T>(options: { schema: z.ZodType<T>; name: string }) {
  const { schema, name } = options;
  const full = z.toJSONSchema(schema, {
    target: "draft-7",
    io: "input",
    reused: "inline",
  }) as Record<string, unknown>;
  const sent = jsonSchema<T>(toPortableJsonSchema({ schema: full }) as never, {
    validate: (value) => {
      const parsed = schema.safeParse(value);
      return parsed.success
        ? { success: true, value: parsed.data }
        : { success: false, error: parsed.error };
    },
  });
  const output = Output.object({ schema: sent, name });
  return {
    ...output,
    async parseCompleteOutput(
      input: { text: string },
      context: Parameters<typeof output.parseCompleteOutput>[1],
    ): Promise<T> {
      try {
        return await output.parseCompleteOutput(input, context);
      } catch (error) {
        const inner = NoObjectGeneratedError.isInstance(error)
          ? extractJsonText({ text: input.text })
          : null;
        if (inner === null || inner === input.text.trim()) throw error;
        return output.parseCompleteOutput({ text: inner }, context);
      }
    },
  };
}
