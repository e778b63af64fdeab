export const id = 330;
export const ids = [330];
export const modules = {

/***/ 330:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AnnotationsSchema: () => (/* binding */ AnnotationsSchema),
  AudioContentSchema: () => (/* binding */ AudioContentSchema),
  BaseMetadataSchema: () => (/* binding */ BaseMetadataSchema),
  BlobResourceContentsSchema: () => (/* binding */ BlobResourceContentsSchema),
  BooleanSchemaSchema: () => (/* binding */ BooleanSchemaSchema),
  CallToolRequestParamsSchema: () => (/* binding */ CallToolRequestParamsSchema),
  CallToolRequestSchema: () => (/* binding */ CallToolRequestSchema),
  CallToolResultSchema: () => (/* binding */ CallToolResultSchema),
  CancelTaskRequestSchema: () => (/* binding */ CancelTaskRequestSchema),
  CancelTaskResultSchema: () => (/* binding */ CancelTaskResultSchema),
  CancelledNotificationParamsSchema: () => (/* binding */ CancelledNotificationParamsSchema),
  CancelledNotificationSchema: () => (/* binding */ CancelledNotificationSchema),
  ClientCapabilitiesSchema: () => (/* binding */ ClientCapabilitiesSchema),
  ClientNotificationSchema: () => (/* binding */ ClientNotificationSchema),
  ClientRequestSchema: () => (/* binding */ ClientRequestSchema),
  ClientResultSchema: () => (/* binding */ ClientResultSchema),
  ClientTasksCapabilitySchema: () => (/* binding */ ClientTasksCapabilitySchema),
  CompatibilityCallToolResultSchema: () => (/* binding */ CompatibilityCallToolResultSchema),
  CompleteRequestParamsSchema: () => (/* binding */ CompleteRequestParamsSchema),
  CompleteRequestSchema: () => (/* binding */ CompleteRequestSchema),
  CompleteResultSchema: () => (/* binding */ CompleteResultSchema),
  ContentBlockSchema: () => (/* binding */ ContentBlockSchema),
  CreateMessageRequestParamsSchema: () => (/* binding */ CreateMessageRequestParamsSchema),
  CreateMessageRequestSchema: () => (/* binding */ CreateMessageRequestSchema),
  CreateMessageResultSchema: () => (/* binding */ CreateMessageResultSchema),
  CreateMessageResultWithToolsSchema: () => (/* binding */ CreateMessageResultWithToolsSchema),
  CreateTaskResultSchema: () => (/* binding */ CreateTaskResultSchema),
  CursorSchema: () => (/* binding */ CursorSchema),
  DEFAULT_NEGOTIATED_PROTOCOL_VERSION: () => (/* binding */ DEFAULT_NEGOTIATED_PROTOCOL_VERSION),
  ElicitRequestFormParamsSchema: () => (/* binding */ ElicitRequestFormParamsSchema),
  ElicitRequestParamsSchema: () => (/* binding */ ElicitRequestParamsSchema),
  ElicitRequestSchema: () => (/* binding */ ElicitRequestSchema),
  ElicitRequestURLParamsSchema: () => (/* binding */ ElicitRequestURLParamsSchema),
  ElicitResultSchema: () => (/* binding */ ElicitResultSchema),
  ElicitationCompleteNotificationParamsSchema: () => (/* binding */ ElicitationCompleteNotificationParamsSchema),
  ElicitationCompleteNotificationSchema: () => (/* binding */ ElicitationCompleteNotificationSchema),
  EmbeddedResourceSchema: () => (/* binding */ EmbeddedResourceSchema),
  EmptyResultSchema: () => (/* binding */ EmptyResultSchema),
  EnumSchemaSchema: () => (/* binding */ EnumSchemaSchema),
  ErrorCode: () => (/* binding */ ErrorCode),
  GetPromptRequestParamsSchema: () => (/* binding */ GetPromptRequestParamsSchema),
  GetPromptRequestSchema: () => (/* binding */ GetPromptRequestSchema),
  GetPromptResultSchema: () => (/* binding */ GetPromptResultSchema),
  GetTaskPayloadRequestSchema: () => (/* binding */ GetTaskPayloadRequestSchema),
  GetTaskPayloadResultSchema: () => (/* binding */ GetTaskPayloadResultSchema),
  GetTaskRequestSchema: () => (/* binding */ GetTaskRequestSchema),
  GetTaskResultSchema: () => (/* binding */ GetTaskResultSchema),
  IconSchema: () => (/* binding */ IconSchema),
  IconsSchema: () => (/* binding */ IconsSchema),
  ImageContentSchema: () => (/* binding */ ImageContentSchema),
  ImplementationSchema: () => (/* binding */ ImplementationSchema),
  InitializeRequestParamsSchema: () => (/* binding */ InitializeRequestParamsSchema),
  InitializeRequestSchema: () => (/* binding */ InitializeRequestSchema),
  InitializeResultSchema: () => (/* binding */ InitializeResultSchema),
  InitializedNotificationSchema: () => (/* binding */ InitializedNotificationSchema),
  JSONRPCErrorResponseSchema: () => (/* binding */ JSONRPCErrorResponseSchema),
  JSONRPCErrorSchema: () => (/* binding */ JSONRPCErrorSchema),
  JSONRPCMessageSchema: () => (/* binding */ JSONRPCMessageSchema),
  JSONRPCNotificationSchema: () => (/* binding */ JSONRPCNotificationSchema),
  JSONRPCRequestSchema: () => (/* binding */ JSONRPCRequestSchema),
  JSONRPCResponseSchema: () => (/* binding */ JSONRPCResponseSchema),
  JSONRPCResultResponseSchema: () => (/* binding */ JSONRPCResultResponseSchema),
  JSONRPC_VERSION: () => (/* binding */ JSONRPC_VERSION),
  LATEST_PROTOCOL_VERSION: () => (/* binding */ LATEST_PROTOCOL_VERSION),
  LegacyTitledEnumSchemaSchema: () => (/* binding */ LegacyTitledEnumSchemaSchema),
  ListChangedOptionsBaseSchema: () => (/* binding */ ListChangedOptionsBaseSchema),
  ListPromptsRequestSchema: () => (/* binding */ ListPromptsRequestSchema),
  ListPromptsResultSchema: () => (/* binding */ ListPromptsResultSchema),
  ListResourceTemplatesRequestSchema: () => (/* binding */ ListResourceTemplatesRequestSchema),
  ListResourceTemplatesResultSchema: () => (/* binding */ ListResourceTemplatesResultSchema),
  ListResourcesRequestSchema: () => (/* binding */ ListResourcesRequestSchema),
  ListResourcesResultSchema: () => (/* binding */ ListResourcesResultSchema),
  ListRootsRequestSchema: () => (/* binding */ ListRootsRequestSchema),
  ListRootsResultSchema: () => (/* binding */ ListRootsResultSchema),
  ListTasksRequestSchema: () => (/* binding */ ListTasksRequestSchema),
  ListTasksResultSchema: () => (/* binding */ ListTasksResultSchema),
  ListToolsRequestSchema: () => (/* binding */ ListToolsRequestSchema),
  ListToolsResultSchema: () => (/* binding */ ListToolsResultSchema),
  LoggingLevelSchema: () => (/* binding */ LoggingLevelSchema),
  LoggingMessageNotificationParamsSchema: () => (/* binding */ LoggingMessageNotificationParamsSchema),
  LoggingMessageNotificationSchema: () => (/* binding */ LoggingMessageNotificationSchema),
  McpError: () => (/* binding */ McpError),
  ModelHintSchema: () => (/* binding */ ModelHintSchema),
  ModelPreferencesSchema: () => (/* binding */ ModelPreferencesSchema),
  MultiSelectEnumSchemaSchema: () => (/* binding */ MultiSelectEnumSchemaSchema),
  NotificationSchema: () => (/* binding */ NotificationSchema),
  NumberSchemaSchema: () => (/* binding */ NumberSchemaSchema),
  PaginatedRequestParamsSchema: () => (/* binding */ PaginatedRequestParamsSchema),
  PaginatedRequestSchema: () => (/* binding */ PaginatedRequestSchema),
  PaginatedResultSchema: () => (/* binding */ PaginatedResultSchema),
  PingRequestSchema: () => (/* binding */ PingRequestSchema),
  PrimitiveSchemaDefinitionSchema: () => (/* binding */ PrimitiveSchemaDefinitionSchema),
  ProgressNotificationParamsSchema: () => (/* binding */ ProgressNotificationParamsSchema),
  ProgressNotificationSchema: () => (/* binding */ ProgressNotificationSchema),
  ProgressSchema: () => (/* binding */ ProgressSchema),
  ProgressTokenSchema: () => (/* binding */ ProgressTokenSchema),
  PromptArgumentSchema: () => (/* binding */ PromptArgumentSchema),
  PromptListChangedNotificationSchema: () => (/* binding */ PromptListChangedNotificationSchema),
  PromptMessageSchema: () => (/* binding */ PromptMessageSchema),
  PromptReferenceSchema: () => (/* binding */ PromptReferenceSchema),
  PromptSchema: () => (/* binding */ PromptSchema),
  RELATED_TASK_META_KEY: () => (/* binding */ RELATED_TASK_META_KEY),
  ReadResourceRequestParamsSchema: () => (/* binding */ ReadResourceRequestParamsSchema),
  ReadResourceRequestSchema: () => (/* binding */ ReadResourceRequestSchema),
  ReadResourceResultSchema: () => (/* binding */ ReadResourceResultSchema),
  RelatedTaskMetadataSchema: () => (/* binding */ RelatedTaskMetadataSchema),
  RequestIdSchema: () => (/* binding */ RequestIdSchema),
  RequestSchema: () => (/* binding */ RequestSchema),
  ResourceContentsSchema: () => (/* binding */ ResourceContentsSchema),
  ResourceLinkSchema: () => (/* binding */ ResourceLinkSchema),
  ResourceListChangedNotificationSchema: () => (/* binding */ ResourceListChangedNotificationSchema),
  ResourceReferenceSchema: () => (/* binding */ ResourceReferenceSchema),
  ResourceRequestParamsSchema: () => (/* binding */ ResourceRequestParamsSchema),
  ResourceSchema: () => (/* binding */ ResourceSchema),
  ResourceTemplateReferenceSchema: () => (/* binding */ ResourceTemplateReferenceSchema),
  ResourceTemplateSchema: () => (/* binding */ ResourceTemplateSchema),
  ResourceUpdatedNotificationParamsSchema: () => (/* binding */ ResourceUpdatedNotificationParamsSchema),
  ResourceUpdatedNotificationSchema: () => (/* binding */ ResourceUpdatedNotificationSchema),
  ResultSchema: () => (/* binding */ ResultSchema),
  RoleSchema: () => (/* binding */ RoleSchema),
  RootSchema: () => (/* binding */ RootSchema),
  RootsListChangedNotificationSchema: () => (/* binding */ RootsListChangedNotificationSchema),
  SUPPORTED_PROTOCOL_VERSIONS: () => (/* binding */ SUPPORTED_PROTOCOL_VERSIONS),
  SamplingContentSchema: () => (/* binding */ SamplingContentSchema),
  SamplingMessageContentBlockSchema: () => (/* binding */ SamplingMessageContentBlockSchema),
  SamplingMessageSchema: () => (/* binding */ SamplingMessageSchema),
  ServerCapabilitiesSchema: () => (/* binding */ ServerCapabilitiesSchema),
  ServerNotificationSchema: () => (/* binding */ ServerNotificationSchema),
  ServerRequestSchema: () => (/* binding */ ServerRequestSchema),
  ServerResultSchema: () => (/* binding */ ServerResultSchema),
  ServerTasksCapabilitySchema: () => (/* binding */ ServerTasksCapabilitySchema),
  SetLevelRequestParamsSchema: () => (/* binding */ SetLevelRequestParamsSchema),
  SetLevelRequestSchema: () => (/* binding */ SetLevelRequestSchema),
  SingleSelectEnumSchemaSchema: () => (/* binding */ SingleSelectEnumSchemaSchema),
  StringSchemaSchema: () => (/* binding */ StringSchemaSchema),
  SubscribeRequestParamsSchema: () => (/* binding */ SubscribeRequestParamsSchema),
  SubscribeRequestSchema: () => (/* binding */ SubscribeRequestSchema),
  TaskAugmentedRequestParamsSchema: () => (/* binding */ TaskAugmentedRequestParamsSchema),
  TaskCreationParamsSchema: () => (/* binding */ TaskCreationParamsSchema),
  TaskMetadataSchema: () => (/* binding */ TaskMetadataSchema),
  TaskSchema: () => (/* binding */ TaskSchema),
  TaskStatusNotificationParamsSchema: () => (/* binding */ TaskStatusNotificationParamsSchema),
  TaskStatusNotificationSchema: () => (/* binding */ TaskStatusNotificationSchema),
  TaskStatusSchema: () => (/* binding */ TaskStatusSchema),
  TextContentSchema: () => (/* binding */ TextContentSchema),
  TextResourceContentsSchema: () => (/* binding */ TextResourceContentsSchema),
  TitledMultiSelectEnumSchemaSchema: () => (/* binding */ TitledMultiSelectEnumSchemaSchema),
  TitledSingleSelectEnumSchemaSchema: () => (/* binding */ TitledSingleSelectEnumSchemaSchema),
  ToolAnnotationsSchema: () => (/* binding */ ToolAnnotationsSchema),
  ToolChoiceSchema: () => (/* binding */ ToolChoiceSchema),
  ToolExecutionSchema: () => (/* binding */ ToolExecutionSchema),
  ToolListChangedNotificationSchema: () => (/* binding */ ToolListChangedNotificationSchema),
  ToolResultContentSchema: () => (/* binding */ ToolResultContentSchema),
  ToolSchema: () => (/* binding */ ToolSchema),
  ToolUseContentSchema: () => (/* binding */ ToolUseContentSchema),
  UnsubscribeRequestParamsSchema: () => (/* binding */ UnsubscribeRequestParamsSchema),
  UnsubscribeRequestSchema: () => (/* binding */ UnsubscribeRequestSchema),
  UntitledMultiSelectEnumSchemaSchema: () => (/* binding */ UntitledMultiSelectEnumSchemaSchema),
  UntitledSingleSelectEnumSchemaSchema: () => (/* binding */ UntitledSingleSelectEnumSchemaSchema),
  UrlElicitationRequiredError: () => (/* binding */ UrlElicitationRequiredError),
  assertCompleteRequestPrompt: () => (/* binding */ assertCompleteRequestPrompt),
  assertCompleteRequestResourceTemplate: () => (/* binding */ assertCompleteRequestResourceTemplate),
  isInitializeRequest: () => (/* binding */ isInitializeRequest),
  isInitializedNotification: () => (/* binding */ isInitializedNotification),
  isJSONRPCError: () => (/* binding */ isJSONRPCError),
  isJSONRPCErrorResponse: () => (/* binding */ isJSONRPCErrorResponse),
  isJSONRPCNotification: () => (/* binding */ isJSONRPCNotification),
  isJSONRPCRequest: () => (/* binding */ isJSONRPCRequest),
  isJSONRPCResponse: () => (/* binding */ isJSONRPCResponse),
  isJSONRPCResultResponse: () => (/* binding */ isJSONRPCResultResponse),
  isTaskAugmentedRequestParams: () => (/* binding */ isTaskAugmentedRequestParams)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

;// CONCATENATED MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js

const LATEST_PROTOCOL_VERSION = '2025-11-25';
const DEFAULT_NEGOTIATED_PROTOCOL_VERSION = '2025-03-26';
const SUPPORTED_PROTOCOL_VERSIONS = [LATEST_PROTOCOL_VERSION, '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];
const RELATED_TASK_META_KEY = 'io.modelcontextprotocol/related-task';
/* JSON-RPC types */
const JSONRPC_VERSION = '2.0';
/**
 * Assert 'object' type schema.
 *
 * @internal
 */
const AssertObjectSchema = schemas/* custom */.IeY((v) => v !== null && (typeof v === 'object' || typeof v === 'function'));
/**
 * A progress token, used to associate progress notifications with the original request.
 */
const ProgressTokenSchema = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig().int()]);
/**
 * An opaque token used to represent a cursor for pagination.
 */
const CursorSchema = schemas/* string */.YjP();
/**
 * Task creation parameters, used to ask that the server create a task to represent a request.
 */
const TaskCreationParamsSchema = schemas/* looseObject */._H3({
    /**
     * Requested duration in milliseconds to retain task from creation.
     */
    ttl: schemas/* number */.aig().optional(),
    /**
     * Time in milliseconds to wait between task status requests.
     */
    pollInterval: schemas/* number */.aig().optional()
});
const TaskMetadataSchema = schemas/* object */.Ikc({
    ttl: schemas/* number */.aig().optional()
});
/**
 * Metadata for associating messages with a task.
 * Include this in the `_meta` field under the key `io.modelcontextprotocol/related-task`.
 */
const RelatedTaskMetadataSchema = schemas/* object */.Ikc({
    taskId: schemas/* string */.YjP()
});
const RequestMetaSchema = schemas/* looseObject */._H3({
    /**
     * If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
     */
    progressToken: ProgressTokenSchema.optional(),
    /**
     * If specified, this request is related to the provided task.
     */
    [RELATED_TASK_META_KEY]: RelatedTaskMetadataSchema.optional()
});
/**
 * Common params for any request.
 */
const BaseRequestParamsSchema = schemas/* object */.Ikc({
    /**
     * See [General fields: `_meta`](/specification/draft/basic/index#meta) for notes on `_meta` usage.
     */
    _meta: RequestMetaSchema.optional()
});
/**
 * Common params for any task-augmented request.
 */
const TaskAugmentedRequestParamsSchema = BaseRequestParamsSchema.extend({
    /**
     * If specified, the caller is requesting task-augmented execution for this request.
     * The request will return a CreateTaskResult immediately, and the actual result can be
     * retrieved later via tasks/result.
     *
     * Task augmentation is subject to capability negotiation - receivers MUST declare support
     * for task augmentation of specific request types in their capabilities.
     */
    task: TaskMetadataSchema.optional()
});
/**
 * Checks if a value is a valid TaskAugmentedRequestParams.
 * @param value - The value to check.
 *
 * @returns True if the value is a valid TaskAugmentedRequestParams, false otherwise.
 */
const isTaskAugmentedRequestParams = (value) => TaskAugmentedRequestParamsSchema.safeParse(value).success;
const RequestSchema = schemas/* object */.Ikc({
    method: schemas/* string */.YjP(),
    params: BaseRequestParamsSchema.loose().optional()
});
const NotificationsParamsSchema = schemas/* object */.Ikc({
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: RequestMetaSchema.optional()
});
const NotificationSchema = schemas/* object */.Ikc({
    method: schemas/* string */.YjP(),
    params: NotificationsParamsSchema.loose().optional()
});
const ResultSchema = schemas/* looseObject */._H3({
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: RequestMetaSchema.optional()
});
/**
 * A uniquely identifying ID for a request in JSON-RPC.
 */
const RequestIdSchema = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig().int()]);
/**
 * A request that expects a response.
 */
const JSONRPCRequestSchema = schemas/* object */.Ikc({
    jsonrpc: schemas/* literal */.euz(JSONRPC_VERSION),
    id: RequestIdSchema,
    ...RequestSchema.shape
})
    .strict();
const isJSONRPCRequest = (value) => JSONRPCRequestSchema.safeParse(value).success;
/**
 * A notification which does not expect a response.
 */
const JSONRPCNotificationSchema = schemas/* object */.Ikc({
    jsonrpc: schemas/* literal */.euz(JSONRPC_VERSION),
    ...NotificationSchema.shape
})
    .strict();
const isJSONRPCNotification = (value) => JSONRPCNotificationSchema.safeParse(value).success;
/**
 * A successful (non-error) response to a request.
 */
const JSONRPCResultResponseSchema = schemas/* object */.Ikc({
    jsonrpc: schemas/* literal */.euz(JSONRPC_VERSION),
    id: RequestIdSchema,
    result: ResultSchema
})
    .strict();
/**
 * Checks if a value is a valid JSONRPCResultResponse.
 * @param value - The value to check.
 *
 * @returns True if the value is a valid JSONRPCResultResponse, false otherwise.
 */
const isJSONRPCResultResponse = (value) => JSONRPCResultResponseSchema.safeParse(value).success;
/**
 * @deprecated Use {@link isJSONRPCResultResponse} instead.
 *
 * Please note that {@link JSONRPCResponse} is a union of {@link JSONRPCResultResponse} and {@link JSONRPCErrorResponse} as per the updated JSON-RPC specification. (was previously just {@link JSONRPCResultResponse})
 */
const isJSONRPCResponse = isJSONRPCResultResponse;
/**
 * Error codes defined by the JSON-RPC specification.
 */
var ErrorCode;
(function (ErrorCode) {
    // SDK error codes
    ErrorCode[ErrorCode["ConnectionClosed"] = -32000] = "ConnectionClosed";
    ErrorCode[ErrorCode["RequestTimeout"] = -32001] = "RequestTimeout";
    // Standard JSON-RPC error codes
    ErrorCode[ErrorCode["ParseError"] = -32700] = "ParseError";
    ErrorCode[ErrorCode["InvalidRequest"] = -32600] = "InvalidRequest";
    ErrorCode[ErrorCode["MethodNotFound"] = -32601] = "MethodNotFound";
    ErrorCode[ErrorCode["InvalidParams"] = -32602] = "InvalidParams";
    ErrorCode[ErrorCode["InternalError"] = -32603] = "InternalError";
    // MCP-specific error codes
    ErrorCode[ErrorCode["UrlElicitationRequired"] = -32042] = "UrlElicitationRequired";
})(ErrorCode || (ErrorCode = {}));
/**
 * A response to a request that indicates an error occurred.
 */
const JSONRPCErrorResponseSchema = schemas/* object */.Ikc({
    jsonrpc: schemas/* literal */.euz(JSONRPC_VERSION),
    id: RequestIdSchema.optional(),
    error: schemas/* object */.Ikc({
        /**
         * The error type that occurred.
         */
        code: schemas/* number */.aig().int(),
        /**
         * A short description of the error. The message SHOULD be limited to a concise single sentence.
         */
        message: schemas/* string */.YjP(),
        /**
         * Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
         */
        data: schemas/* unknown */.L5J().optional()
    })
})
    .strict();
/**
 * @deprecated Use {@link JSONRPCErrorResponseSchema} instead.
 */
const JSONRPCErrorSchema = JSONRPCErrorResponseSchema;
/**
 * Checks if a value is a valid JSONRPCErrorResponse.
 * @param value - The value to check.
 *
 * @returns True if the value is a valid JSONRPCErrorResponse, false otherwise.
 */
const isJSONRPCErrorResponse = (value) => JSONRPCErrorResponseSchema.safeParse(value).success;
/**
 * @deprecated Use {@link isJSONRPCErrorResponse} instead.
 */
const isJSONRPCError = isJSONRPCErrorResponse;
const JSONRPCMessageSchema = schemas/* union */.KCZ([
    JSONRPCRequestSchema,
    JSONRPCNotificationSchema,
    JSONRPCResultResponseSchema,
    JSONRPCErrorResponseSchema
]);
const JSONRPCResponseSchema = schemas/* union */.KCZ([JSONRPCResultResponseSchema, JSONRPCErrorResponseSchema]);
/* Empty result */
/**
 * A response that indicates success but carries no data.
 */
const EmptyResultSchema = ResultSchema.strict();
const CancelledNotificationParamsSchema = NotificationsParamsSchema.extend({
    /**
     * The ID of the request to cancel.
     *
     * This MUST correspond to the ID of a request previously issued in the same direction.
     */
    requestId: RequestIdSchema.optional(),
    /**
     * An optional string describing the reason for the cancellation. This MAY be logged or presented to the user.
     */
    reason: schemas/* string */.YjP().optional()
});
/* Cancellation */
/**
 * This notification can be sent by either side to indicate that it is cancelling a previously-issued request.
 *
 * The request SHOULD still be in-flight, but due to communication latency, it is always possible that this notification MAY arrive after the request has already finished.
 *
 * This notification indicates that the result will be unused, so any associated processing SHOULD cease.
 *
 * A client MUST NOT attempt to cancel its `initialize` request.
 */
const CancelledNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/cancelled'),
    params: CancelledNotificationParamsSchema
});
/* Base Metadata */
/**
 * Icon schema for use in tools, prompts, resources, and implementations.
 */
const IconSchema = schemas/* object */.Ikc({
    /**
     * URL or data URI for the icon.
     */
    src: schemas/* string */.YjP(),
    /**
     * Optional MIME type for the icon.
     */
    mimeType: schemas/* string */.YjP().optional(),
    /**
     * Optional array of strings that specify sizes at which the icon can be used.
     * Each string should be in WxH format (e.g., `"48x48"`, `"96x96"`) or `"any"` for scalable formats like SVG.
     *
     * If not provided, the client should assume that the icon can be used at any size.
     */
    sizes: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /**
     * Optional specifier for the theme this icon is designed for. `light` indicates
     * the icon is designed to be used with a light background, and `dark` indicates
     * the icon is designed to be used with a dark background.
     *
     * If not provided, the client should assume the icon can be used with any theme.
     */
    theme: schemas/* enum */.k5n(['light', 'dark']).optional()
});
/**
 * Base schema to add `icons` property.
 *
 */
const IconsSchema = schemas/* object */.Ikc({
    /**
     * Optional set of sized icons that the client can display in a user interface.
     *
     * Clients that support rendering icons MUST support at least the following MIME types:
     * - `image/png` - PNG images (safe, universal compatibility)
     * - `image/jpeg` (and `image/jpg`) - JPEG images (safe, universal compatibility)
     *
     * Clients that support rendering icons SHOULD also support:
     * - `image/svg+xml` - SVG images (scalable but requires security precautions)
     * - `image/webp` - WebP images (modern, efficient format)
     */
    icons: schemas/* array */.YOg(IconSchema).optional()
});
/**
 * Base metadata interface for common properties across resources, tools, prompts, and implementations.
 */
const BaseMetadataSchema = schemas/* object */.Ikc({
    /** Intended for programmatic or logical use, but used as a display name in past specs or fallback */
    name: schemas/* string */.YjP(),
    /**
     * Intended for UI and end-user contexts — optimized to be human-readable and easily understood,
     * even by those unfamiliar with domain-specific terminology.
     *
     * If not provided, the name should be used for display (except for Tool,
     * where `annotations.title` should be given precedence over using `name`,
     * if present).
     */
    title: schemas/* string */.YjP().optional()
});
/* Initialization */
/**
 * Describes the name and version of an MCP implementation.
 */
const ImplementationSchema = BaseMetadataSchema.extend({
    ...BaseMetadataSchema.shape,
    ...IconsSchema.shape,
    version: schemas/* string */.YjP(),
    /**
     * An optional URL of the website for this implementation.
     */
    websiteUrl: schemas/* string */.YjP().optional(),
    /**
     * An optional human-readable description of what this implementation does.
     *
     * This can be used by clients or servers to provide context about their purpose
     * and capabilities. For example, a server might describe the types of resources
     * or tools it provides, while a client might describe its intended use case.
     */
    description: schemas/* string */.YjP().optional()
});
const FormElicitationCapabilitySchema = schemas/* intersection */.E$q(schemas/* object */.Ikc({
    applyDefaults: schemas/* boolean */.zMY().optional()
}), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()));
const ElicitationCapabilitySchema = schemas/* preprocess */.vkY(value => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (Object.keys(value).length === 0) {
            return { form: {} };
        }
    }
    return value;
}, schemas/* intersection */.E$q(schemas/* object */.Ikc({
    form: FormElicitationCapabilitySchema.optional(),
    url: AssertObjectSchema.optional()
}), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()));
/**
 * Task capabilities for clients, indicating which request types support task creation.
 */
const ClientTasksCapabilitySchema = schemas/* looseObject */._H3({
    /**
     * Present if the client supports listing tasks.
     */
    list: AssertObjectSchema.optional(),
    /**
     * Present if the client supports cancelling tasks.
     */
    cancel: AssertObjectSchema.optional(),
    /**
     * Capabilities for task creation on specific request types.
     */
    requests: schemas/* looseObject */._H3({
        /**
         * Task support for sampling requests.
         */
        sampling: schemas/* looseObject */._H3({
            createMessage: AssertObjectSchema.optional()
        })
            .optional(),
        /**
         * Task support for elicitation requests.
         */
        elicitation: schemas/* looseObject */._H3({
            create: AssertObjectSchema.optional()
        })
            .optional()
    })
        .optional()
});
/**
 * Task capabilities for servers, indicating which request types support task creation.
 */
const ServerTasksCapabilitySchema = schemas/* looseObject */._H3({
    /**
     * Present if the server supports listing tasks.
     */
    list: AssertObjectSchema.optional(),
    /**
     * Present if the server supports cancelling tasks.
     */
    cancel: AssertObjectSchema.optional(),
    /**
     * Capabilities for task creation on specific request types.
     */
    requests: schemas/* looseObject */._H3({
        /**
         * Task support for tool requests.
         */
        tools: schemas/* looseObject */._H3({
            call: AssertObjectSchema.optional()
        })
            .optional()
    })
        .optional()
});
/**
 * Capabilities a client may support. Known capabilities are defined here, in this schema, but this is not a closed set: any client can define its own, additional capabilities.
 */
const ClientCapabilitiesSchema = schemas/* object */.Ikc({
    /**
     * Experimental, non-standard capabilities that the client supports.
     */
    experimental: schemas/* record */.g1P(schemas/* string */.YjP(), AssertObjectSchema).optional(),
    /**
     * Present if the client supports sampling from an LLM.
     */
    sampling: schemas/* object */.Ikc({
        /**
         * Present if the client supports context inclusion via includeContext parameter.
         * If not declared, servers SHOULD only use `includeContext: "none"` (or omit it).
         */
        context: AssertObjectSchema.optional(),
        /**
         * Present if the client supports tool use via tools and toolChoice parameters.
         */
        tools: AssertObjectSchema.optional()
    })
        .optional(),
    /**
     * Present if the client supports eliciting user input.
     */
    elicitation: ElicitationCapabilitySchema.optional(),
    /**
     * Present if the client supports listing roots.
     */
    roots: schemas/* object */.Ikc({
        /**
         * Whether the client supports issuing notifications for changes to the roots list.
         */
        listChanged: schemas/* boolean */.zMY().optional()
    })
        .optional(),
    /**
     * Present if the client supports task creation.
     */
    tasks: ClientTasksCapabilitySchema.optional(),
    /**
     * Extensions that the client supports. Keys are extension identifiers (vendor-prefix/extension-name).
     */
    extensions: schemas/* record */.g1P(schemas/* string */.YjP(), AssertObjectSchema).optional()
});
const InitializeRequestParamsSchema = BaseRequestParamsSchema.extend({
    /**
     * The latest version of the Model Context Protocol that the client supports. The client MAY decide to support older versions as well.
     */
    protocolVersion: schemas/* string */.YjP(),
    capabilities: ClientCapabilitiesSchema,
    clientInfo: ImplementationSchema
});
/**
 * This request is sent from the client to the server when it first connects, asking it to begin initialization.
 */
const InitializeRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('initialize'),
    params: InitializeRequestParamsSchema
});
const isInitializeRequest = (value) => InitializeRequestSchema.safeParse(value).success;
/**
 * Capabilities that a server may support. Known capabilities are defined here, in this schema, but this is not a closed set: any server can define its own, additional capabilities.
 */
const ServerCapabilitiesSchema = schemas/* object */.Ikc({
    /**
     * Experimental, non-standard capabilities that the server supports.
     */
    experimental: schemas/* record */.g1P(schemas/* string */.YjP(), AssertObjectSchema).optional(),
    /**
     * Present if the server supports sending log messages to the client.
     */
    logging: AssertObjectSchema.optional(),
    /**
     * Present if the server supports sending completions to the client.
     */
    completions: AssertObjectSchema.optional(),
    /**
     * Present if the server offers any prompt templates.
     */
    prompts: schemas/* object */.Ikc({
        /**
         * Whether this server supports issuing notifications for changes to the prompt list.
         */
        listChanged: schemas/* boolean */.zMY().optional()
    })
        .optional(),
    /**
     * Present if the server offers any resources to read.
     */
    resources: schemas/* object */.Ikc({
        /**
         * Whether this server supports clients subscribing to resource updates.
         */
        subscribe: schemas/* boolean */.zMY().optional(),
        /**
         * Whether this server supports issuing notifications for changes to the resource list.
         */
        listChanged: schemas/* boolean */.zMY().optional()
    })
        .optional(),
    /**
     * Present if the server offers any tools to call.
     */
    tools: schemas/* object */.Ikc({
        /**
         * Whether this server supports issuing notifications for changes to the tool list.
         */
        listChanged: schemas/* boolean */.zMY().optional()
    })
        .optional(),
    /**
     * Present if the server supports task creation.
     */
    tasks: ServerTasksCapabilitySchema.optional(),
    /**
     * Extensions that the server supports. Keys are extension identifiers (vendor-prefix/extension-name).
     */
    extensions: schemas/* record */.g1P(schemas/* string */.YjP(), AssertObjectSchema).optional()
});
/**
 * After receiving an initialize request from the client, the server sends this response.
 */
const InitializeResultSchema = ResultSchema.extend({
    /**
     * The version of the Model Context Protocol that the server wants to use. This may not match the version that the client requested. If the client cannot support this version, it MUST disconnect.
     */
    protocolVersion: schemas/* string */.YjP(),
    capabilities: ServerCapabilitiesSchema,
    serverInfo: ImplementationSchema,
    /**
     * Instructions describing how to use the server and its features.
     *
     * This can be used by clients to improve the LLM's understanding of available tools, resources, etc. It can be thought of like a "hint" to the model. For example, this information MAY be added to the system prompt.
     */
    instructions: schemas/* string */.YjP().optional()
});
/**
 * This notification is sent from the client to the server after initialization has finished.
 */
const InitializedNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/initialized'),
    params: NotificationsParamsSchema.optional()
});
const isInitializedNotification = (value) => InitializedNotificationSchema.safeParse(value).success;
/* Ping */
/**
 * A ping, issued by either the server or the client, to check that the other party is still alive. The receiver must promptly respond, or else may be disconnected.
 */
const PingRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('ping'),
    params: BaseRequestParamsSchema.optional()
});
/* Progress notifications */
const ProgressSchema = schemas/* object */.Ikc({
    /**
     * The progress thus far. This should increase every time progress is made, even if the total is unknown.
     */
    progress: schemas/* number */.aig(),
    /**
     * Total number of items to process (or total progress required), if known.
     */
    total: schemas/* optional */.lqM(schemas/* number */.aig()),
    /**
     * An optional message describing the current progress.
     */
    message: schemas/* optional */.lqM(schemas/* string */.YjP())
});
const ProgressNotificationParamsSchema = schemas/* object */.Ikc({
    ...NotificationsParamsSchema.shape,
    ...ProgressSchema.shape,
    /**
     * The progress token which was given in the initial request, used to associate this notification with the request that is proceeding.
     */
    progressToken: ProgressTokenSchema
});
/**
 * An out-of-band notification used to inform the receiver of a progress update for a long-running request.
 *
 * @category notifications/progress
 */
const ProgressNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/progress'),
    params: ProgressNotificationParamsSchema
});
const PaginatedRequestParamsSchema = BaseRequestParamsSchema.extend({
    /**
     * An opaque token representing the current pagination position.
     * If provided, the server should return results starting after this cursor.
     */
    cursor: CursorSchema.optional()
});
/* Pagination */
const PaginatedRequestSchema = RequestSchema.extend({
    params: PaginatedRequestParamsSchema.optional()
});
const PaginatedResultSchema = ResultSchema.extend({
    /**
     * An opaque token representing the pagination position after the last returned result.
     * If present, there may be more results available.
     */
    nextCursor: CursorSchema.optional()
});
/**
 * The status of a task.
 * */
const TaskStatusSchema = schemas/* enum */.k5n(['working', 'input_required', 'completed', 'failed', 'cancelled']);
/* Tasks */
/**
 * A pollable state object associated with a request.
 */
const TaskSchema = schemas/* object */.Ikc({
    taskId: schemas/* string */.YjP(),
    status: TaskStatusSchema,
    /**
     * Time in milliseconds to keep task results available after completion.
     * If null, the task has unlimited lifetime until manually cleaned up.
     */
    ttl: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* null */.chJ()]),
    /**
     * ISO 8601 timestamp when the task was created.
     */
    createdAt: schemas/* string */.YjP(),
    /**
     * ISO 8601 timestamp when the task was last updated.
     */
    lastUpdatedAt: schemas/* string */.YjP(),
    pollInterval: schemas/* optional */.lqM(schemas/* number */.aig()),
    /**
     * Optional diagnostic message for failed tasks or other status information.
     */
    statusMessage: schemas/* optional */.lqM(schemas/* string */.YjP())
});
/**
 * Result returned when a task is created, containing the task data wrapped in a task field.
 */
const CreateTaskResultSchema = ResultSchema.extend({
    task: TaskSchema
});
/**
 * Parameters for task status notification.
 */
const TaskStatusNotificationParamsSchema = NotificationsParamsSchema.merge(TaskSchema);
/**
 * A notification sent when a task's status changes.
 */
const TaskStatusNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/tasks/status'),
    params: TaskStatusNotificationParamsSchema
});
/**
 * A request to get the state of a specific task.
 */
const GetTaskRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('tasks/get'),
    params: BaseRequestParamsSchema.extend({
        taskId: schemas/* string */.YjP()
    })
});
/**
 * The response to a tasks/get request.
 */
const GetTaskResultSchema = ResultSchema.merge(TaskSchema);
/**
 * A request to get the result of a specific task.
 */
const GetTaskPayloadRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('tasks/result'),
    params: BaseRequestParamsSchema.extend({
        taskId: schemas/* string */.YjP()
    })
});
/**
 * The response to a tasks/result request.
 * The structure matches the result type of the original request.
 * For example, a tools/call task would return the CallToolResult structure.
 *
 */
const GetTaskPayloadResultSchema = ResultSchema.loose();
/**
 * A request to list tasks.
 */
const ListTasksRequestSchema = PaginatedRequestSchema.extend({
    method: schemas/* literal */.euz('tasks/list')
});
/**
 * The response to a tasks/list request.
 */
const ListTasksResultSchema = PaginatedResultSchema.extend({
    tasks: schemas/* array */.YOg(TaskSchema)
});
/**
 * A request to cancel a specific task.
 */
const CancelTaskRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('tasks/cancel'),
    params: BaseRequestParamsSchema.extend({
        taskId: schemas/* string */.YjP()
    })
});
/**
 * The response to a tasks/cancel request.
 */
const CancelTaskResultSchema = ResultSchema.merge(TaskSchema);
/* Resources */
/**
 * The contents of a specific resource or sub-resource.
 */
const ResourceContentsSchema = schemas/* object */.Ikc({
    /**
     * The URI of this resource.
     */
    uri: schemas/* string */.YjP(),
    /**
     * The MIME type of this resource, if known.
     */
    mimeType: schemas/* optional */.lqM(schemas/* string */.YjP()),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
const TextResourceContentsSchema = ResourceContentsSchema.extend({
    /**
     * The text of the item. This must only be set if the item can actually be represented as text (not binary data).
     */
    text: schemas/* string */.YjP()
});
/**
 * A Zod schema for validating Base64 strings that is more performant and
 * robust for very large inputs than the default regex-based check. It avoids
 * stack overflows by using the native `atob` function for validation.
 */
const Base64Schema = schemas/* string */.YjP().refine(val => {
    try {
        // atob throws a DOMException if the string contains characters
        // that are not part of the Base64 character set.
        atob(val);
        return true;
    }
    catch {
        return false;
    }
}, { message: 'Invalid Base64 string' });
const BlobResourceContentsSchema = ResourceContentsSchema.extend({
    /**
     * A base64-encoded string representing the binary data of the item.
     */
    blob: Base64Schema
});
/**
 * The sender or recipient of messages and data in a conversation.
 */
const RoleSchema = schemas/* enum */.k5n(['user', 'assistant']);
/**
 * Optional annotations providing clients additional context about a resource.
 */
const AnnotationsSchema = schemas/* object */.Ikc({
    /**
     * Intended audience(s) for the resource.
     */
    audience: schemas/* array */.YOg(RoleSchema).optional(),
    /**
     * Importance hint for the resource, from 0 (least) to 1 (most).
     */
    priority: schemas/* number */.aig().min(0).max(1).optional(),
    /**
     * ISO 8601 timestamp for the most recent modification.
     */
    lastModified: datetime({ offset: true }).optional()
});
/**
 * A known resource that the server is capable of reading.
 */
const ResourceSchema = schemas/* object */.Ikc({
    ...BaseMetadataSchema.shape,
    ...IconsSchema.shape,
    /**
     * The URI of this resource.
     */
    uri: schemas/* string */.YjP(),
    /**
     * A description of what this resource represents.
     *
     * This can be used by clients to improve the LLM's understanding of available resources. It can be thought of like a "hint" to the model.
     */
    description: schemas/* optional */.lqM(schemas/* string */.YjP()),
    /**
     * The MIME type of this resource, if known.
     */
    mimeType: schemas/* optional */.lqM(schemas/* string */.YjP()),
    /**
     * The size of the raw resource content, in bytes (i.e., before base64 encoding or any tokenization), if known.
     *
     * This can be used by Hosts to display file sizes and estimate context window usage.
     */
    size: schemas/* optional */.lqM(schemas/* number */.aig()),
    /**
     * Optional annotations for the client.
     */
    annotations: AnnotationsSchema.optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* optional */.lqM(schemas/* looseObject */._H3({}))
});
/**
 * A template description for resources available on the server.
 */
const ResourceTemplateSchema = schemas/* object */.Ikc({
    ...BaseMetadataSchema.shape,
    ...IconsSchema.shape,
    /**
     * A URI template (according to RFC 6570) that can be used to construct resource URIs.
     */
    uriTemplate: schemas/* string */.YjP(),
    /**
     * A description of what this template is for.
     *
     * This can be used by clients to improve the LLM's understanding of available resources. It can be thought of like a "hint" to the model.
     */
    description: schemas/* optional */.lqM(schemas/* string */.YjP()),
    /**
     * The MIME type for all resources that match this template. This should only be included if all resources matching this template have the same type.
     */
    mimeType: schemas/* optional */.lqM(schemas/* string */.YjP()),
    /**
     * Optional annotations for the client.
     */
    annotations: AnnotationsSchema.optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* optional */.lqM(schemas/* looseObject */._H3({}))
});
/**
 * Sent from the client to request a list of resources the server has.
 */
const ListResourcesRequestSchema = PaginatedRequestSchema.extend({
    method: schemas/* literal */.euz('resources/list')
});
/**
 * The server's response to a resources/list request from the client.
 */
const ListResourcesResultSchema = PaginatedResultSchema.extend({
    resources: schemas/* array */.YOg(ResourceSchema)
});
/**
 * Sent from the client to request a list of resource templates the server has.
 */
const ListResourceTemplatesRequestSchema = PaginatedRequestSchema.extend({
    method: schemas/* literal */.euz('resources/templates/list')
});
/**
 * The server's response to a resources/templates/list request from the client.
 */
const ListResourceTemplatesResultSchema = PaginatedResultSchema.extend({
    resourceTemplates: schemas/* array */.YOg(ResourceTemplateSchema)
});
const ResourceRequestParamsSchema = BaseRequestParamsSchema.extend({
    /**
     * The URI of the resource to read. The URI can use any protocol; it is up to the server how to interpret it.
     *
     * @format uri
     */
    uri: schemas/* string */.YjP()
});
/**
 * Parameters for a `resources/read` request.
 */
const ReadResourceRequestParamsSchema = ResourceRequestParamsSchema;
/**
 * Sent from the client to the server, to read a specific resource URI.
 */
const ReadResourceRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('resources/read'),
    params: ReadResourceRequestParamsSchema
});
/**
 * The server's response to a resources/read request from the client.
 */
const ReadResourceResultSchema = ResultSchema.extend({
    contents: schemas/* array */.YOg(schemas/* union */.KCZ([TextResourceContentsSchema, BlobResourceContentsSchema]))
});
/**
 * An optional notification from the server to the client, informing it that the list of resources it can read from has changed. This may be issued by servers without any previous subscription from the client.
 */
const ResourceListChangedNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/resources/list_changed'),
    params: NotificationsParamsSchema.optional()
});
const SubscribeRequestParamsSchema = ResourceRequestParamsSchema;
/**
 * Sent from the client to request resources/updated notifications from the server whenever a particular resource changes.
 */
const SubscribeRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('resources/subscribe'),
    params: SubscribeRequestParamsSchema
});
const UnsubscribeRequestParamsSchema = ResourceRequestParamsSchema;
/**
 * Sent from the client to request cancellation of resources/updated notifications from the server. This should follow a previous resources/subscribe request.
 */
const UnsubscribeRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('resources/unsubscribe'),
    params: UnsubscribeRequestParamsSchema
});
/**
 * Parameters for a `notifications/resources/updated` notification.
 */
const ResourceUpdatedNotificationParamsSchema = NotificationsParamsSchema.extend({
    /**
     * The URI of the resource that has been updated. This might be a sub-resource of the one that the client actually subscribed to.
     */
    uri: schemas/* string */.YjP()
});
/**
 * A notification from the server to the client, informing it that a resource has changed and may need to be read again. This should only be sent if the client previously sent a resources/subscribe request.
 */
const ResourceUpdatedNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/resources/updated'),
    params: ResourceUpdatedNotificationParamsSchema
});
/* Prompts */
/**
 * Describes an argument that a prompt can accept.
 */
const PromptArgumentSchema = schemas/* object */.Ikc({
    /**
     * The name of the argument.
     */
    name: schemas/* string */.YjP(),
    /**
     * A human-readable description of the argument.
     */
    description: schemas/* optional */.lqM(schemas/* string */.YjP()),
    /**
     * Whether this argument must be provided.
     */
    required: schemas/* optional */.lqM(schemas/* boolean */.zMY())
});
/**
 * A prompt or prompt template that the server offers.
 */
const PromptSchema = schemas/* object */.Ikc({
    ...BaseMetadataSchema.shape,
    ...IconsSchema.shape,
    /**
     * An optional description of what this prompt provides
     */
    description: schemas/* optional */.lqM(schemas/* string */.YjP()),
    /**
     * A list of arguments to use for templating the prompt.
     */
    arguments: schemas/* optional */.lqM(schemas/* array */.YOg(PromptArgumentSchema)),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* optional */.lqM(schemas/* looseObject */._H3({}))
});
/**
 * Sent from the client to request a list of prompts and prompt templates the server has.
 */
const ListPromptsRequestSchema = PaginatedRequestSchema.extend({
    method: schemas/* literal */.euz('prompts/list')
});
/**
 * The server's response to a prompts/list request from the client.
 */
const ListPromptsResultSchema = PaginatedResultSchema.extend({
    prompts: schemas/* array */.YOg(PromptSchema)
});
/**
 * Parameters for a `prompts/get` request.
 */
const GetPromptRequestParamsSchema = BaseRequestParamsSchema.extend({
    /**
     * The name of the prompt or prompt template.
     */
    name: schemas/* string */.YjP(),
    /**
     * Arguments to use for templating the prompt.
     */
    arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
});
/**
 * Used by the client to get a prompt provided by the server.
 */
const GetPromptRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('prompts/get'),
    params: GetPromptRequestParamsSchema
});
/**
 * Text provided to or from an LLM.
 */
const TextContentSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('text'),
    /**
     * The text content of the message.
     */
    text: schemas/* string */.YjP(),
    /**
     * Optional annotations for the client.
     */
    annotations: AnnotationsSchema.optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * An image provided to or from an LLM.
 */
const ImageContentSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('image'),
    /**
     * The base64-encoded image data.
     */
    data: Base64Schema,
    /**
     * The MIME type of the image. Different providers may support different image types.
     */
    mimeType: schemas/* string */.YjP(),
    /**
     * Optional annotations for the client.
     */
    annotations: AnnotationsSchema.optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * An Audio provided to or from an LLM.
 */
const AudioContentSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('audio'),
    /**
     * The base64-encoded audio data.
     */
    data: Base64Schema,
    /**
     * The MIME type of the audio. Different providers may support different audio types.
     */
    mimeType: schemas/* string */.YjP(),
    /**
     * Optional annotations for the client.
     */
    annotations: AnnotationsSchema.optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * A tool call request from an assistant (LLM).
 * Represents the assistant's request to use a tool.
 */
const ToolUseContentSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('tool_use'),
    /**
     * The name of the tool to invoke.
     * Must match a tool name from the request's tools array.
     */
    name: schemas/* string */.YjP(),
    /**
     * Unique identifier for this tool call.
     * Used to correlate with ToolResultContent in subsequent messages.
     */
    id: schemas/* string */.YjP(),
    /**
     * Arguments to pass to the tool.
     * Must conform to the tool's inputSchema.
     */
    input: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * The contents of a resource, embedded into a prompt or tool call result.
 */
const EmbeddedResourceSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('resource'),
    resource: schemas/* union */.KCZ([TextResourceContentsSchema, BlobResourceContentsSchema]),
    /**
     * Optional annotations for the client.
     */
    annotations: AnnotationsSchema.optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * A resource that the server is capable of reading, included in a prompt or tool call result.
 *
 * Note: resource links returned by tools are not guaranteed to appear in the results of `resources/list` requests.
 */
const ResourceLinkSchema = ResourceSchema.extend({
    type: schemas/* literal */.euz('resource_link')
});
/**
 * A content block that can be used in prompts and tool results.
 */
const ContentBlockSchema = schemas/* union */.KCZ([
    TextContentSchema,
    ImageContentSchema,
    AudioContentSchema,
    ResourceLinkSchema,
    EmbeddedResourceSchema
]);
/**
 * Describes a message returned as part of a prompt.
 */
const PromptMessageSchema = schemas/* object */.Ikc({
    role: RoleSchema,
    content: ContentBlockSchema
});
/**
 * The server's response to a prompts/get request from the client.
 */
const GetPromptResultSchema = ResultSchema.extend({
    /**
     * An optional description for the prompt.
     */
    description: schemas/* string */.YjP().optional(),
    messages: schemas/* array */.YOg(PromptMessageSchema)
});
/**
 * An optional notification from the server to the client, informing it that the list of prompts it offers has changed. This may be issued by servers without any previous subscription from the client.
 */
const PromptListChangedNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/prompts/list_changed'),
    params: NotificationsParamsSchema.optional()
});
/* Tools */
/**
 * Additional properties describing a Tool to clients.
 *
 * NOTE: all properties in ToolAnnotations are **hints**.
 * They are not guaranteed to provide a faithful description of
 * tool behavior (including descriptive properties like `title`).
 *
 * Clients should never make tool use decisions based on ToolAnnotations
 * received from untrusted servers.
 */
const ToolAnnotationsSchema = schemas/* object */.Ikc({
    /**
     * A human-readable title for the tool.
     */
    title: schemas/* string */.YjP().optional(),
    /**
     * If true, the tool does not modify its environment.
     *
     * Default: false
     */
    readOnlyHint: schemas/* boolean */.zMY().optional(),
    /**
     * If true, the tool may perform destructive updates to its environment.
     * If false, the tool performs only additive updates.
     *
     * (This property is meaningful only when `readOnlyHint == false`)
     *
     * Default: true
     */
    destructiveHint: schemas/* boolean */.zMY().optional(),
    /**
     * If true, calling the tool repeatedly with the same arguments
     * will have no additional effect on the its environment.
     *
     * (This property is meaningful only when `readOnlyHint == false`)
     *
     * Default: false
     */
    idempotentHint: schemas/* boolean */.zMY().optional(),
    /**
     * If true, this tool may interact with an "open world" of external
     * entities. If false, the tool's domain of interaction is closed.
     * For example, the world of a web search tool is open, whereas that
     * of a memory tool is not.
     *
     * Default: true
     */
    openWorldHint: schemas/* boolean */.zMY().optional()
});
/**
 * Execution-related properties for a tool.
 */
const ToolExecutionSchema = schemas/* object */.Ikc({
    /**
     * Indicates the tool's preference for task-augmented execution.
     * - "required": Clients MUST invoke the tool as a task
     * - "optional": Clients MAY invoke the tool as a task or normal request
     * - "forbidden": Clients MUST NOT attempt to invoke the tool as a task
     *
     * If not present, defaults to "forbidden".
     */
    taskSupport: schemas/* enum */.k5n(['required', 'optional', 'forbidden']).optional()
});
/**
 * Definition for a tool the client can call.
 */
const ToolSchema = schemas/* object */.Ikc({
    ...BaseMetadataSchema.shape,
    ...IconsSchema.shape,
    /**
     * A human-readable description of the tool.
     */
    description: schemas/* string */.YjP().optional(),
    /**
     * A JSON Schema 2020-12 object defining the expected parameters for the tool.
     * Must have type: 'object' at the root level per MCP spec.
     */
    inputSchema: schemas/* object */.Ikc({
        type: schemas/* literal */.euz('object'),
        properties: schemas/* record */.g1P(schemas/* string */.YjP(), AssertObjectSchema).optional(),
        required: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
    })
        .catchall(schemas/* unknown */.L5J()),
    /**
     * An optional JSON Schema 2020-12 object defining the structure of the tool's output
     * returned in the structuredContent field of a CallToolResult.
     * Must have type: 'object' at the root level per MCP spec.
     */
    outputSchema: schemas/* object */.Ikc({
        type: schemas/* literal */.euz('object'),
        properties: schemas/* record */.g1P(schemas/* string */.YjP(), AssertObjectSchema).optional(),
        required: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
    })
        .catchall(schemas/* unknown */.L5J())
        .optional(),
    /**
     * Optional additional tool information.
     */
    annotations: ToolAnnotationsSchema.optional(),
    /**
     * Execution-related properties for this tool.
     */
    execution: ToolExecutionSchema.optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * Sent from the client to request a list of tools the server has.
 */
const ListToolsRequestSchema = PaginatedRequestSchema.extend({
    method: schemas/* literal */.euz('tools/list')
});
/**
 * The server's response to a tools/list request from the client.
 */
const ListToolsResultSchema = PaginatedResultSchema.extend({
    tools: schemas/* array */.YOg(ToolSchema)
});
/**
 * The server's response to a tool call.
 */
const CallToolResultSchema = ResultSchema.extend({
    /**
     * A list of content objects that represent the result of the tool call.
     *
     * If the Tool does not define an outputSchema, this field MUST be present in the result.
     * For backwards compatibility, this field is always present, but it may be empty.
     */
    content: schemas/* array */.YOg(ContentBlockSchema).default([]),
    /**
     * An object containing structured tool output.
     *
     * If the Tool defines an outputSchema, this field MUST be present in the result, and contain a JSON object that matches the schema.
     */
    structuredContent: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    /**
     * Whether the tool call ended in an error.
     *
     * If not set, this is assumed to be false (the call was successful).
     *
     * Any errors that originate from the tool SHOULD be reported inside the result
     * object, with `isError` set to true, _not_ as an MCP protocol-level error
     * response. Otherwise, the LLM would not be able to see that an error occurred
     * and self-correct.
     *
     * However, any errors in _finding_ the tool, an error indicating that the
     * server does not support tool calls, or any other exceptional conditions,
     * should be reported as an MCP error response.
     */
    isError: schemas/* boolean */.zMY().optional()
});
/**
 * CallToolResultSchema extended with backwards compatibility to protocol version 2024-10-07.
 */
const CompatibilityCallToolResultSchema = CallToolResultSchema.or(ResultSchema.extend({
    toolResult: schemas/* unknown */.L5J()
}));
/**
 * Parameters for a `tools/call` request.
 */
const CallToolRequestParamsSchema = TaskAugmentedRequestParamsSchema.extend({
    /**
     * The name of the tool to call.
     */
    name: schemas/* string */.YjP(),
    /**
     * Arguments to pass to the tool.
     */
    arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * Used by the client to invoke a tool provided by the server.
 */
const CallToolRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('tools/call'),
    params: CallToolRequestParamsSchema
});
/**
 * An optional notification from the server to the client, informing it that the list of tools it offers has changed. This may be issued by servers without any previous subscription from the client.
 */
const ToolListChangedNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/tools/list_changed'),
    params: NotificationsParamsSchema.optional()
});
/**
 * Base schema for list changed subscription options (without callback).
 * Used internally for Zod validation of autoRefresh and debounceMs.
 */
const ListChangedOptionsBaseSchema = schemas/* object */.Ikc({
    /**
     * If true, the list will be refreshed automatically when a list changed notification is received.
     * The callback will be called with the updated list.
     *
     * If false, the callback will be called with null items, allowing manual refresh.
     *
     * @default true
     */
    autoRefresh: schemas/* boolean */.zMY().default(true),
    /**
     * Debounce time in milliseconds for list changed notification processing.
     *
     * Multiple notifications received within this timeframe will only trigger one refresh.
     * Set to 0 to disable debouncing.
     *
     * @default 300
     */
    debounceMs: schemas/* number */.aig().int().nonnegative().default(300)
});
/* Logging */
/**
 * The severity of a log message.
 */
const LoggingLevelSchema = schemas/* enum */.k5n(['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency']);
/**
 * Parameters for a `logging/setLevel` request.
 */
const SetLevelRequestParamsSchema = BaseRequestParamsSchema.extend({
    /**
     * The level of logging that the client wants to receive from the server. The server should send all logs at this level and higher (i.e., more severe) to the client as notifications/logging/message.
     */
    level: LoggingLevelSchema
});
/**
 * A request from the client to the server, to enable or adjust logging.
 */
const SetLevelRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('logging/setLevel'),
    params: SetLevelRequestParamsSchema
});
/**
 * Parameters for a `notifications/message` notification.
 */
const LoggingMessageNotificationParamsSchema = NotificationsParamsSchema.extend({
    /**
     * The severity of this log message.
     */
    level: LoggingLevelSchema,
    /**
     * An optional name of the logger issuing this message.
     */
    logger: schemas/* string */.YjP().optional(),
    /**
     * The data to be logged, such as a string message or an object. Any JSON serializable type is allowed here.
     */
    data: schemas/* unknown */.L5J()
});
/**
 * Notification of a log message passed from server to client. If no logging/setLevel request has been sent from the client, the server MAY decide which messages to send automatically.
 */
const LoggingMessageNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/message'),
    params: LoggingMessageNotificationParamsSchema
});
/* Sampling */
/**
 * Hints to use for model selection.
 */
const ModelHintSchema = schemas/* object */.Ikc({
    /**
     * A hint for a model name.
     */
    name: schemas/* string */.YjP().optional()
});
/**
 * The server's preferences for model selection, requested of the client during sampling.
 */
const ModelPreferencesSchema = schemas/* object */.Ikc({
    /**
     * Optional hints to use for model selection.
     */
    hints: schemas/* array */.YOg(ModelHintSchema).optional(),
    /**
     * How much to prioritize cost when selecting a model.
     */
    costPriority: schemas/* number */.aig().min(0).max(1).optional(),
    /**
     * How much to prioritize sampling speed (latency) when selecting a model.
     */
    speedPriority: schemas/* number */.aig().min(0).max(1).optional(),
    /**
     * How much to prioritize intelligence and capabilities when selecting a model.
     */
    intelligencePriority: schemas/* number */.aig().min(0).max(1).optional()
});
/**
 * Controls tool usage behavior in sampling requests.
 */
const ToolChoiceSchema = schemas/* object */.Ikc({
    /**
     * Controls when tools are used:
     * - "auto": Model decides whether to use tools (default)
     * - "required": Model MUST use at least one tool before completing
     * - "none": Model MUST NOT use any tools
     */
    mode: schemas/* enum */.k5n(['auto', 'required', 'none']).optional()
});
/**
 * The result of a tool execution, provided by the user (server).
 * Represents the outcome of invoking a tool requested via ToolUseContent.
 */
const ToolResultContentSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('tool_result'),
    toolUseId: schemas/* string */.YjP().describe('The unique identifier for the corresponding tool call.'),
    content: schemas/* array */.YOg(ContentBlockSchema).default([]),
    structuredContent: schemas/* object */.Ikc({}).loose().optional(),
    isError: schemas/* boolean */.zMY().optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * Basic content types for sampling responses (without tool use).
 * Used for backwards-compatible CreateMessageResult when tools are not used.
 */
const SamplingContentSchema = schemas/* discriminatedUnion */.gMt('type', [TextContentSchema, ImageContentSchema, AudioContentSchema]);
/**
 * Content block types allowed in sampling messages.
 * This includes text, image, audio, tool use requests, and tool results.
 */
const SamplingMessageContentBlockSchema = schemas/* discriminatedUnion */.gMt('type', [
    TextContentSchema,
    ImageContentSchema,
    AudioContentSchema,
    ToolUseContentSchema,
    ToolResultContentSchema
]);
/**
 * Describes a message issued to or received from an LLM API.
 */
const SamplingMessageSchema = schemas/* object */.Ikc({
    role: RoleSchema,
    content: schemas/* union */.KCZ([SamplingMessageContentBlockSchema, schemas/* array */.YOg(SamplingMessageContentBlockSchema)]),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * Parameters for a `sampling/createMessage` request.
 */
const CreateMessageRequestParamsSchema = TaskAugmentedRequestParamsSchema.extend({
    messages: schemas/* array */.YOg(SamplingMessageSchema),
    /**
     * The server's preferences for which model to select. The client MAY modify or omit this request.
     */
    modelPreferences: ModelPreferencesSchema.optional(),
    /**
     * An optional system prompt the server wants to use for sampling. The client MAY modify or omit this prompt.
     */
    systemPrompt: schemas/* string */.YjP().optional(),
    /**
     * A request to include context from one or more MCP servers (including the caller), to be attached to the prompt.
     * The client MAY ignore this request.
     *
     * Default is "none". Values "thisServer" and "allServers" are soft-deprecated. Servers SHOULD only use these values if the client
     * declares ClientCapabilities.sampling.context. These values may be removed in future spec releases.
     */
    includeContext: schemas/* enum */.k5n(['none', 'thisServer', 'allServers']).optional(),
    temperature: schemas/* number */.aig().optional(),
    /**
     * The requested maximum number of tokens to sample (to prevent runaway completions).
     *
     * The client MAY choose to sample fewer tokens than the requested maximum.
     */
    maxTokens: schemas/* number */.aig().int(),
    stopSequences: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /**
     * Optional metadata to pass through to the LLM provider. The format of this metadata is provider-specific.
     */
    metadata: AssertObjectSchema.optional(),
    /**
     * Tools that the model may use during generation.
     * The client MUST return an error if this field is provided but ClientCapabilities.sampling.tools is not declared.
     */
    tools: schemas/* array */.YOg(ToolSchema).optional(),
    /**
     * Controls how the model uses tools.
     * The client MUST return an error if this field is provided but ClientCapabilities.sampling.tools is not declared.
     * Default is `{ mode: "auto" }`.
     */
    toolChoice: ToolChoiceSchema.optional()
});
/**
 * A request from the server to sample an LLM via the client. The client has full discretion over which model to select. The client should also inform the user before beginning sampling, to allow them to inspect the request (human in the loop) and decide whether to approve it.
 */
const CreateMessageRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('sampling/createMessage'),
    params: CreateMessageRequestParamsSchema
});
/**
 * The client's response to a sampling/create_message request from the server.
 * This is the backwards-compatible version that returns single content (no arrays).
 * Used when the request does not include tools.
 */
const CreateMessageResultSchema = ResultSchema.extend({
    /**
     * The name of the model that generated the message.
     */
    model: schemas/* string */.YjP(),
    /**
     * The reason why sampling stopped, if known.
     *
     * Standard values:
     * - "endTurn": Natural end of the assistant's turn
     * - "stopSequence": A stop sequence was encountered
     * - "maxTokens": Maximum token limit was reached
     *
     * This field is an open string to allow for provider-specific stop reasons.
     */
    stopReason: schemas/* optional */.lqM(schemas/* enum */.k5n(['endTurn', 'stopSequence', 'maxTokens']).or(schemas/* string */.YjP())),
    role: RoleSchema,
    /**
     * Response content. Single content block (text, image, or audio).
     */
    content: SamplingContentSchema
});
/**
 * The client's response to a sampling/create_message request when tools were provided.
 * This version supports array content for tool use flows.
 */
const CreateMessageResultWithToolsSchema = ResultSchema.extend({
    /**
     * The name of the model that generated the message.
     */
    model: schemas/* string */.YjP(),
    /**
     * The reason why sampling stopped, if known.
     *
     * Standard values:
     * - "endTurn": Natural end of the assistant's turn
     * - "stopSequence": A stop sequence was encountered
     * - "maxTokens": Maximum token limit was reached
     * - "toolUse": The model wants to use one or more tools
     *
     * This field is an open string to allow for provider-specific stop reasons.
     */
    stopReason: schemas/* optional */.lqM(schemas/* enum */.k5n(['endTurn', 'stopSequence', 'maxTokens', 'toolUse']).or(schemas/* string */.YjP())),
    role: RoleSchema,
    /**
     * Response content. May be a single block or array. May include ToolUseContent if stopReason is "toolUse".
     */
    content: schemas/* union */.KCZ([SamplingMessageContentBlockSchema, schemas/* array */.YOg(SamplingMessageContentBlockSchema)])
});
/* Elicitation */
/**
 * Primitive schema definition for boolean fields.
 */
const BooleanSchemaSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('boolean'),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    default: schemas/* boolean */.zMY().optional()
});
/**
 * Primitive schema definition for string fields.
 */
const StringSchemaSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('string'),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    minLength: schemas/* number */.aig().optional(),
    maxLength: schemas/* number */.aig().optional(),
    format: schemas/* enum */.k5n(['email', 'uri', 'date', 'date-time']).optional(),
    default: schemas/* string */.YjP().optional()
});
/**
 * Primitive schema definition for number fields.
 */
const NumberSchemaSchema = schemas/* object */.Ikc({
    type: schemas/* enum */.k5n(['number', 'integer']),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    minimum: schemas/* number */.aig().optional(),
    maximum: schemas/* number */.aig().optional(),
    default: schemas/* number */.aig().optional()
});
/**
 * Schema for single-selection enumeration without display titles for options.
 */
const UntitledSingleSelectEnumSchemaSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('string'),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    enum: schemas/* array */.YOg(schemas/* string */.YjP()),
    default: schemas/* string */.YjP().optional()
});
/**
 * Schema for single-selection enumeration with display titles for each option.
 */
const TitledSingleSelectEnumSchemaSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('string'),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    oneOf: schemas/* array */.YOg(schemas/* object */.Ikc({
        const: schemas/* string */.YjP(),
        title: schemas/* string */.YjP()
    })),
    default: schemas/* string */.YjP().optional()
});
/**
 * Use TitledSingleSelectEnumSchema instead.
 * This interface will be removed in a future version.
 */
const LegacyTitledEnumSchemaSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('string'),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    enum: schemas/* array */.YOg(schemas/* string */.YjP()),
    enumNames: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    default: schemas/* string */.YjP().optional()
});
// Combined single selection enumeration
const SingleSelectEnumSchemaSchema = schemas/* union */.KCZ([UntitledSingleSelectEnumSchemaSchema, TitledSingleSelectEnumSchemaSchema]);
/**
 * Schema for multiple-selection enumeration without display titles for options.
 */
const UntitledMultiSelectEnumSchemaSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('array'),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    minItems: schemas/* number */.aig().optional(),
    maxItems: schemas/* number */.aig().optional(),
    items: schemas/* object */.Ikc({
        type: schemas/* literal */.euz('string'),
        enum: schemas/* array */.YOg(schemas/* string */.YjP())
    }),
    default: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
});
/**
 * Schema for multiple-selection enumeration with display titles for each option.
 */
const TitledMultiSelectEnumSchemaSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('array'),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    minItems: schemas/* number */.aig().optional(),
    maxItems: schemas/* number */.aig().optional(),
    items: schemas/* object */.Ikc({
        anyOf: schemas/* array */.YOg(schemas/* object */.Ikc({
            const: schemas/* string */.YjP(),
            title: schemas/* string */.YjP()
        }))
    }),
    default: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
});
/**
 * Combined schema for multiple-selection enumeration
 */
const MultiSelectEnumSchemaSchema = schemas/* union */.KCZ([UntitledMultiSelectEnumSchemaSchema, TitledMultiSelectEnumSchemaSchema]);
/**
 * Primitive schema definition for enum fields.
 */
const EnumSchemaSchema = schemas/* union */.KCZ([LegacyTitledEnumSchemaSchema, SingleSelectEnumSchemaSchema, MultiSelectEnumSchemaSchema]);
/**
 * Union of all primitive schema definitions.
 */
const PrimitiveSchemaDefinitionSchema = schemas/* union */.KCZ([EnumSchemaSchema, BooleanSchemaSchema, StringSchemaSchema, NumberSchemaSchema]);
/**
 * Parameters for an `elicitation/create` request for form-based elicitation.
 */
const ElicitRequestFormParamsSchema = TaskAugmentedRequestParamsSchema.extend({
    /**
     * The elicitation mode.
     *
     * Optional for backward compatibility. Clients MUST treat missing mode as "form".
     */
    mode: schemas/* literal */.euz('form').optional(),
    /**
     * The message to present to the user describing what information is being requested.
     */
    message: schemas/* string */.YjP(),
    /**
     * A restricted subset of JSON Schema.
     * Only top-level properties are allowed, without nesting.
     */
    requestedSchema: schemas/* object */.Ikc({
        type: schemas/* literal */.euz('object'),
        properties: schemas/* record */.g1P(schemas/* string */.YjP(), PrimitiveSchemaDefinitionSchema),
        required: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
    })
});
/**
 * Parameters for an `elicitation/create` request for URL-based elicitation.
 */
const ElicitRequestURLParamsSchema = TaskAugmentedRequestParamsSchema.extend({
    /**
     * The elicitation mode.
     */
    mode: schemas/* literal */.euz('url'),
    /**
     * The message to present to the user explaining why the interaction is needed.
     */
    message: schemas/* string */.YjP(),
    /**
     * The ID of the elicitation, which must be unique within the context of the server.
     * The client MUST treat this ID as an opaque value.
     */
    elicitationId: schemas/* string */.YjP(),
    /**
     * The URL that the user should navigate to.
     */
    url: schemas/* string */.YjP().url()
});
/**
 * The parameters for a request to elicit additional information from the user via the client.
 */
const ElicitRequestParamsSchema = schemas/* union */.KCZ([ElicitRequestFormParamsSchema, ElicitRequestURLParamsSchema]);
/**
 * A request from the server to elicit user input via the client.
 * The client should present the message and form fields to the user (form mode)
 * or navigate to a URL (URL mode).
 */
const ElicitRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('elicitation/create'),
    params: ElicitRequestParamsSchema
});
/**
 * Parameters for a `notifications/elicitation/complete` notification.
 *
 * @category notifications/elicitation/complete
 */
const ElicitationCompleteNotificationParamsSchema = NotificationsParamsSchema.extend({
    /**
     * The ID of the elicitation that completed.
     */
    elicitationId: schemas/* string */.YjP()
});
/**
 * A notification from the server to the client, informing it of a completion of an out-of-band elicitation request.
 *
 * @category notifications/elicitation/complete
 */
const ElicitationCompleteNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/elicitation/complete'),
    params: ElicitationCompleteNotificationParamsSchema
});
/**
 * The client's response to an elicitation/create request from the server.
 */
const ElicitResultSchema = ResultSchema.extend({
    /**
     * The user action in response to the elicitation.
     * - "accept": User submitted the form/confirmed the action
     * - "decline": User explicitly decline the action
     * - "cancel": User dismissed without making an explicit choice
     */
    action: schemas/* enum */.k5n(['accept', 'decline', 'cancel']),
    /**
     * The submitted form data, only present when action is "accept".
     * Contains values matching the requested schema.
     * Per MCP spec, content is "typically omitted" for decline/cancel actions.
     * We normalize null to undefined for leniency while maintaining type compatibility.
     */
    content: schemas/* preprocess */.vkY(val => (val === null ? undefined : val), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* array */.YOg(schemas/* string */.YjP())])).optional())
});
/* Autocomplete */
/**
 * A reference to a resource or resource template definition.
 */
const ResourceTemplateReferenceSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('ref/resource'),
    /**
     * The URI or URI template of the resource.
     */
    uri: schemas/* string */.YjP()
});
/**
 * @deprecated Use ResourceTemplateReferenceSchema instead
 */
const ResourceReferenceSchema = ResourceTemplateReferenceSchema;
/**
 * Identifies a prompt.
 */
const PromptReferenceSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('ref/prompt'),
    /**
     * The name of the prompt or prompt template
     */
    name: schemas/* string */.YjP()
});
/**
 * Parameters for a `completion/complete` request.
 */
const CompleteRequestParamsSchema = BaseRequestParamsSchema.extend({
    ref: schemas/* union */.KCZ([PromptReferenceSchema, ResourceTemplateReferenceSchema]),
    /**
     * The argument's information
     */
    argument: schemas/* object */.Ikc({
        /**
         * The name of the argument
         */
        name: schemas/* string */.YjP(),
        /**
         * The value of the argument to use for completion matching.
         */
        value: schemas/* string */.YjP()
    }),
    context: schemas/* object */.Ikc({
        /**
         * Previously-resolved variables in a URI template or prompt.
         */
        arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
    })
        .optional()
});
/**
 * A request from the client to the server, to ask for completion options.
 */
const CompleteRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('completion/complete'),
    params: CompleteRequestParamsSchema
});
function assertCompleteRequestPrompt(request) {
    if (request.params.ref.type !== 'ref/prompt') {
        throw new TypeError(`Expected CompleteRequestPrompt, but got ${request.params.ref.type}`);
    }
    void request;
}
function assertCompleteRequestResourceTemplate(request) {
    if (request.params.ref.type !== 'ref/resource') {
        throw new TypeError(`Expected CompleteRequestResourceTemplate, but got ${request.params.ref.type}`);
    }
    void request;
}
/**
 * The server's response to a completion/complete request
 */
const CompleteResultSchema = ResultSchema.extend({
    completion: schemas/* looseObject */._H3({
        /**
         * An array of completion values. Must not exceed 100 items.
         */
        values: schemas/* array */.YOg(schemas/* string */.YjP()).max(100),
        /**
         * The total number of completion options available. This can exceed the number of values actually sent in the response.
         */
        total: schemas/* optional */.lqM(schemas/* number */.aig().int()),
        /**
         * Indicates whether there are additional completion options beyond those provided in the current response, even if the exact total is unknown.
         */
        hasMore: schemas/* optional */.lqM(schemas/* boolean */.zMY())
    })
});
/* Roots */
/**
 * Represents a root directory or file that the server can operate on.
 */
const RootSchema = schemas/* object */.Ikc({
    /**
     * The URI identifying the root. This *must* start with file:// for now.
     */
    uri: schemas/* string */.YjP().startsWith('file://'),
    /**
     * An optional name for the root.
     */
    name: schemas/* string */.YjP().optional(),
    /**
     * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
     * for notes on _meta usage.
     */
    _meta: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
});
/**
 * Sent from the server to request a list of root URIs from the client.
 */
const ListRootsRequestSchema = RequestSchema.extend({
    method: schemas/* literal */.euz('roots/list'),
    params: BaseRequestParamsSchema.optional()
});
/**
 * The client's response to a roots/list request from the server.
 */
const ListRootsResultSchema = ResultSchema.extend({
    roots: schemas/* array */.YOg(RootSchema)
});
/**
 * A notification from the client to the server, informing it that the list of roots has changed.
 */
const RootsListChangedNotificationSchema = NotificationSchema.extend({
    method: schemas/* literal */.euz('notifications/roots/list_changed'),
    params: NotificationsParamsSchema.optional()
});
/* Client messages */
const ClientRequestSchema = schemas/* union */.KCZ([
    PingRequestSchema,
    InitializeRequestSchema,
    CompleteRequestSchema,
    SetLevelRequestSchema,
    GetPromptRequestSchema,
    ListPromptsRequestSchema,
    ListResourcesRequestSchema,
    ListResourceTemplatesRequestSchema,
    ReadResourceRequestSchema,
    SubscribeRequestSchema,
    UnsubscribeRequestSchema,
    CallToolRequestSchema,
    ListToolsRequestSchema,
    GetTaskRequestSchema,
    GetTaskPayloadRequestSchema,
    ListTasksRequestSchema,
    CancelTaskRequestSchema
]);
const ClientNotificationSchema = schemas/* union */.KCZ([
    CancelledNotificationSchema,
    ProgressNotificationSchema,
    InitializedNotificationSchema,
    RootsListChangedNotificationSchema,
    TaskStatusNotificationSchema
]);
const ClientResultSchema = schemas/* union */.KCZ([
    EmptyResultSchema,
    CreateMessageResultSchema,
    CreateMessageResultWithToolsSchema,
    ElicitResultSchema,
    ListRootsResultSchema,
    GetTaskResultSchema,
    ListTasksResultSchema,
    CreateTaskResultSchema
]);
/* Server messages */
const ServerRequestSchema = schemas/* union */.KCZ([
    PingRequestSchema,
    CreateMessageRequestSchema,
    ElicitRequestSchema,
    ListRootsRequestSchema,
    GetTaskRequestSchema,
    GetTaskPayloadRequestSchema,
    ListTasksRequestSchema,
    CancelTaskRequestSchema
]);
const ServerNotificationSchema = schemas/* union */.KCZ([
    CancelledNotificationSchema,
    ProgressNotificationSchema,
    LoggingMessageNotificationSchema,
    ResourceUpdatedNotificationSchema,
    ResourceListChangedNotificationSchema,
    ToolListChangedNotificationSchema,
    PromptListChangedNotificationSchema,
    TaskStatusNotificationSchema,
    ElicitationCompleteNotificationSchema
]);
const ServerResultSchema = schemas/* union */.KCZ([
    EmptyResultSchema,
    InitializeResultSchema,
    CompleteResultSchema,
    GetPromptResultSchema,
    ListPromptsResultSchema,
    ListResourcesResultSchema,
    ListResourceTemplatesResultSchema,
    ReadResourceResultSchema,
    CallToolResultSchema,
    ListToolsResultSchema,
    GetTaskResultSchema,
    ListTasksResultSchema,
    CreateTaskResultSchema
]);
class McpError extends Error {
    constructor(code, message, data) {
        super(`MCP error ${code}: ${message}`);
        this.code = code;
        this.data = data;
        this.name = 'McpError';
    }
    /**
     * Factory method to create the appropriate error type based on the error code and data
     */
    static fromError(code, message, data) {
        // Check for specific error types
        if (code === ErrorCode.UrlElicitationRequired && data) {
            const errorData = data;
            if (errorData.elicitations) {
                return new UrlElicitationRequiredError(errorData.elicitations, message);
            }
        }
        // Default to generic McpError
        return new McpError(code, message, data);
    }
}
/**
 * Specialized error type when a tool requires a URL mode elicitation.
 * This makes it nicer for the client to handle since there is specific data to work with instead of just a code to check against.
 */
class UrlElicitationRequiredError extends McpError {
    constructor(elicitations, message = `URL elicitation${elicitations.length > 1 ? 's' : ''} required`) {
        super(ErrorCode.UrlElicitationRequired, message, {
            elicitations: elicitations
        });
    }
    get elicitations() {
        return this.data?.elicitations ?? [];
    }
}
//# sourceMappingURL=types.js.map

/***/ })

};
