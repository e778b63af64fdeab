export const id = 1659;
export const ids = [1659];
export const modules = {

/***/ 8282:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { Crc32, Crc32Js, Crc32Node } = __webpack_require__(99542);
exports.Crc32 = Crc32;
exports.Crc32Js = Crc32Js;
exports.Crc32Node = Crc32Node;

const T = new Uint32Array(256);
for (let i = 0; i < 256; ++i) {
    let c = i;
    for (let j = 0; j < 8; ++j) {
        c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    }
    T[i] = c >>> 0;
}
class Crc32cJs {
    digestLength = 4;
    crc = 0xffff_ffff;
    update(data) {
        let crc = this.crc;
        for (let i = 0; i < data.length; ++i) {
            crc = (crc >>> 8) ^ T[(crc ^ data[i]) & 0xff];
        }
        this.crc = crc;
    }
    async digest() {
        const value = (this.crc ^ 0xffff_ffff) >>> 0;
        const out = new Uint8Array(4);
        out[0] = value >>> 24;
        out[1] = (value >>> 16) & 0xff;
        out[2] = (value >>> 8) & 0xff;
        out[3] = value & 0xff;
        return out;
    }
    reset() {
        this.crc = 0xffff_ffff;
    }
}

const Crc32cNode = Crc32cJs;

const crc64NvmeCrtContainer = {
    CrtCrc64Nvme: null,
};

const generateCRC64NVMETable = () => {
    const sliceLength = 8;
    const tables = new Array(sliceLength);
    for (let slice = 0; slice < sliceLength; slice++) {
        const table = new Array(512);
        for (let i = 0; i < 256; i++) {
            let crc = BigInt(i);
            for (let j = 0; j < 8 * (slice + 1); j++) {
                if (crc & 1n) {
                    crc = (crc >> 1n) ^ 0x9a6c9329ac4bc9b5n;
                }
                else {
                    crc = crc >> 1n;
                }
            }
            table[i * 2] = Number((crc >> 32n) & 0xffffffffn);
            table[i * 2 + 1] = Number(crc & 0xffffffffn);
        }
        tables[slice] = new Uint32Array(table);
    }
    return tables;
};
let CRC64_NVME_REVERSED_TABLE;
let t0, t1, t2, t3;
let t4, t5, t6, t7;
const ensureTablesInitialized = () => {
    if (!CRC64_NVME_REVERSED_TABLE) {
        CRC64_NVME_REVERSED_TABLE = generateCRC64NVMETable();
        [t0, t1, t2, t3, t4, t5, t6, t7] = CRC64_NVME_REVERSED_TABLE;
    }
};
class Crc64NvmeJs {
    c1 = 0;
    c2 = 0;
    constructor() {
        ensureTablesInitialized();
        this.reset();
    }
    update(data) {
        const len = data.length;
        let i = 0;
        let crc1 = this.c1;
        let crc2 = this.c2;
        while (i + 8 <= len) {
            const idx0 = ((crc2 ^ data[i++]) & 255) << 1;
            const idx1 = (((crc2 >>> 8) ^ data[i++]) & 255) << 1;
            const idx2 = (((crc2 >>> 16) ^ data[i++]) & 255) << 1;
            const idx3 = (((crc2 >>> 24) ^ data[i++]) & 255) << 1;
            const idx4 = ((crc1 ^ data[i++]) & 255) << 1;
            const idx5 = (((crc1 >>> 8) ^ data[i++]) & 255) << 1;
            const idx6 = (((crc1 >>> 16) ^ data[i++]) & 255) << 1;
            const idx7 = (((crc1 >>> 24) ^ data[i++]) & 255) << 1;
            crc1 = t7[idx0] ^ t6[idx1] ^ t5[idx2] ^ t4[idx3] ^ t3[idx4] ^ t2[idx5] ^ t1[idx6] ^ t0[idx7];
            crc2 =
                t7[idx0 + 1] ^
                    t6[idx1 + 1] ^
                    t5[idx2 + 1] ^
                    t4[idx3 + 1] ^
                    t3[idx4 + 1] ^
                    t2[idx5 + 1] ^
                    t1[idx6 + 1] ^
                    t0[idx7 + 1];
        }
        while (i < len) {
            const idx = ((crc2 ^ data[i]) & 255) << 1;
            crc2 = ((crc2 >>> 8) | ((crc1 & 255) << 24)) >>> 0;
            crc1 = (crc1 >>> 8) ^ t0[idx];
            crc2 ^= t0[idx + 1];
            ++i;
        }
        this.c1 = crc1;
        this.c2 = crc2;
    }
    async digest() {
        const c1 = this.c1 ^ 4294967295;
        const c2 = this.c2 ^ 4294967295;
        return new Uint8Array([
            c1 >>> 24,
            (c1 >>> 16) & 255,
            (c1 >>> 8) & 255,
            c1 & 255,
            c2 >>> 24,
            (c2 >>> 16) & 255,
            (c2 >>> 8) & 255,
            c2 & 255,
        ]);
    }
    reset() {
        this.c1 = 4294967295;
        this.c2 = 4294967295;
    }
}

class Crc64Nvme {
    impl;
    constructor() {
        const Crt = crc64NvmeCrtContainer.CrtCrc64Nvme;
        this.impl = Crt ? new Crt() : new Crc64NvmeJs();
    }
    update(data) {
        this.impl.update(data);
    }
    async digest() {
        return this.impl.digest();
    }
    reset() {
        this.impl.reset();
    }
}

exports.Crc32c = Crc32cNode;
exports.Crc32cJs = Crc32cJs;
exports.Crc32cNode = Crc32cNode;
exports.Crc64Nvme = Crc64Nvme;
exports.Crc64NvmeJs = Crc64NvmeJs;
exports.crc64NvmeCrtContainer = crc64NvmeCrtContainer;


/***/ }),

/***/ 20238:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { setFeature } = __webpack_require__(5152);
const { HttpRequest } = __webpack_require__(93422);
const { isArrayBuffer, toUint8Array, createBufferedReadable, createChecksumStream } = __webpack_require__(92430);
const { Crc64Nvme, Crc32c, Crc32 } = __webpack_require__(8282);
const { normalizeProvider } = __webpack_require__(92658);

const RequestChecksumCalculation = {
    WHEN_SUPPORTED: "WHEN_SUPPORTED",
    WHEN_REQUIRED: "WHEN_REQUIRED",
};
const DEFAULT_REQUEST_CHECKSUM_CALCULATION = RequestChecksumCalculation.WHEN_SUPPORTED;
const ResponseChecksumValidation = {
    WHEN_SUPPORTED: "WHEN_SUPPORTED",
    WHEN_REQUIRED: "WHEN_REQUIRED",
};
const DEFAULT_RESPONSE_CHECKSUM_VALIDATION = RequestChecksumCalculation.WHEN_SUPPORTED;
var ChecksumAlgorithm;
(function (ChecksumAlgorithm) {
    ChecksumAlgorithm["MD5"] = "MD5";
    ChecksumAlgorithm["CRC32"] = "CRC32";
    ChecksumAlgorithm["CRC32C"] = "CRC32C";
    ChecksumAlgorithm["CRC64NVME"] = "CRC64NVME";
    ChecksumAlgorithm["SHA1"] = "SHA1";
    ChecksumAlgorithm["SHA256"] = "SHA256";
})(ChecksumAlgorithm || (ChecksumAlgorithm = {}));
var ChecksumLocation;
(function (ChecksumLocation) {
    ChecksumLocation["HEADER"] = "header";
    ChecksumLocation["TRAILER"] = "trailer";
})(ChecksumLocation || (ChecksumLocation = {}));
const DEFAULT_CHECKSUM_ALGORITHM = ChecksumAlgorithm.CRC32;

var SelectorType;
(function (SelectorType) {
    SelectorType["ENV"] = "env";
    SelectorType["CONFIG"] = "shared config entry";
})(SelectorType || (SelectorType = {}));
const stringUnionSelector = (obj, key, union, type) => {
    if (!(key in obj)) {
        return undefined;
    }
    const value = obj[key].toUpperCase();
    if (!Object.values(union).includes(value)) {
        throw new TypeError(`Cannot load ${type} '${key}'. Expected one of ${Object.values(union)}, got '${obj[key]}'.`);
    }
    return value;
};

const ENV_REQUEST_CHECKSUM_CALCULATION = "AWS_REQUEST_CHECKSUM_CALCULATION";
const CONFIG_REQUEST_CHECKSUM_CALCULATION = "request_checksum_calculation";
const NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS = {
    environmentVariableSelector: (env) => stringUnionSelector(env, ENV_REQUEST_CHECKSUM_CALCULATION, RequestChecksumCalculation, SelectorType.ENV),
    configFileSelector: (profile) => stringUnionSelector(profile, CONFIG_REQUEST_CHECKSUM_CALCULATION, RequestChecksumCalculation, SelectorType.CONFIG),
    default: DEFAULT_REQUEST_CHECKSUM_CALCULATION,
};

const ENV_RESPONSE_CHECKSUM_VALIDATION = "AWS_RESPONSE_CHECKSUM_VALIDATION";
const CONFIG_RESPONSE_CHECKSUM_VALIDATION = "response_checksum_validation";
const NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS = {
    environmentVariableSelector: (env) => stringUnionSelector(env, ENV_RESPONSE_CHECKSUM_VALIDATION, ResponseChecksumValidation, SelectorType.ENV),
    configFileSelector: (profile) => stringUnionSelector(profile, CONFIG_RESPONSE_CHECKSUM_VALIDATION, ResponseChecksumValidation, SelectorType.CONFIG),
    default: DEFAULT_RESPONSE_CHECKSUM_VALIDATION,
};

const getChecksumAlgorithmForRequest = (input, { requestChecksumRequired, requestAlgorithmMember, requestChecksumCalculation }) => {
    if (!requestAlgorithmMember) {
        return requestChecksumCalculation === RequestChecksumCalculation.WHEN_SUPPORTED || requestChecksumRequired
            ? DEFAULT_CHECKSUM_ALGORITHM
            : undefined;
    }
    if (!input[requestAlgorithmMember]) {
        return undefined;
    }
    const checksumAlgorithm = input[requestAlgorithmMember];
    return checksumAlgorithm;
};

const getChecksumLocationName = (algorithm) => algorithm === ChecksumAlgorithm.MD5 ? "content-md5" : `x-amz-checksum-${algorithm.toLowerCase()}`;

const hasHeader = (header, headers) => {
    const soughtHeader = header.toLowerCase();
    for (const headerName of Object.keys(headers)) {
        if (soughtHeader === headerName.toLowerCase()) {
            return true;
        }
    }
    return false;
};

const hasHeaderWithPrefix = (headerPrefix, headers) => {
    const soughtHeaderPrefix = headerPrefix.toLowerCase();
    for (const headerName of Object.keys(headers)) {
        if (headerName.toLowerCase().startsWith(soughtHeaderPrefix)) {
            return true;
        }
    }
    return false;
};

const isStreaming = (body) => body !== undefined && typeof body !== "string" && !ArrayBuffer.isView(body) && !isArrayBuffer(body);

const CLIENT_SUPPORTED_ALGORITHMS = [
    ChecksumAlgorithm.CRC32,
    ChecksumAlgorithm.CRC32C,
    ChecksumAlgorithm.CRC64NVME,
    ChecksumAlgorithm.SHA1,
    ChecksumAlgorithm.SHA256,
];
const PRIORITY_ORDER_ALGORITHMS = [
    ChecksumAlgorithm.SHA256,
    ChecksumAlgorithm.SHA1,
    ChecksumAlgorithm.CRC32,
    ChecksumAlgorithm.CRC32C,
    ChecksumAlgorithm.CRC64NVME,
];

const selectChecksumAlgorithmFunction = (checksumAlgorithm, config) => {
    const { checksumAlgorithms = {} } = config;
    switch (checksumAlgorithm) {
        case ChecksumAlgorithm.MD5:
            return checksumAlgorithms?.MD5 ?? config.md5;
        case ChecksumAlgorithm.CRC32:
            return checksumAlgorithms?.CRC32 ?? Crc32;
        case ChecksumAlgorithm.CRC32C:
            return checksumAlgorithms?.CRC32C ?? Crc32c;
        case ChecksumAlgorithm.CRC64NVME:
            return checksumAlgorithms?.CRC64NVME ?? Crc64Nvme;
        case ChecksumAlgorithm.SHA1:
            return checksumAlgorithms?.SHA1 ?? config.sha1;
        case ChecksumAlgorithm.SHA256:
            return checksumAlgorithms?.SHA256 ?? config.sha256;
        default:
            if (checksumAlgorithms?.[checksumAlgorithm]) {
                return checksumAlgorithms[checksumAlgorithm];
            }
            throw new Error(`The checksum algorithm "${checksumAlgorithm}" is not supported by the client.` +
                ` Select one of ${CLIENT_SUPPORTED_ALGORITHMS}, or provide an implementation to ` +
                ` the client constructor checksums field.`);
    }
};

const stringHasher = (checksumAlgorithmFn, body) => {
    const hash = new checksumAlgorithmFn();
    hash.update(toUint8Array(body || ""));
    return hash.digest();
};

const flexibleChecksumsMiddlewareOptions = {
    name: "flexibleChecksumsMiddleware",
    step: "build",
    tags: ["BODY_CHECKSUM"],
    override: true,
};
const flexibleChecksumsMiddleware = (config, middlewareConfig) => (next, context) => async (args) => {
    if (!HttpRequest.isInstance(args.request)) {
        return next(args);
    }
    if (hasHeaderWithPrefix("x-amz-checksum-", args.request.headers)) {
        return next(args);
    }
    const { request, input } = args;
    const { body: requestBody, headers } = request;
    const { base64Encoder, streamHasher } = config;
    const { requestChecksumRequired, requestAlgorithmMember } = middlewareConfig;
    const requestChecksumCalculation = await config.requestChecksumCalculation();
    const requestAlgorithmMemberName = requestAlgorithmMember?.name;
    const requestAlgorithmMemberHttpHeader = requestAlgorithmMember?.httpHeader;
    if (requestAlgorithmMemberName && !input[requestAlgorithmMemberName]) {
        if (requestChecksumCalculation === RequestChecksumCalculation.WHEN_SUPPORTED || requestChecksumRequired) {
            input[requestAlgorithmMemberName] = DEFAULT_CHECKSUM_ALGORITHM;
            if (requestAlgorithmMemberHttpHeader) {
                headers[requestAlgorithmMemberHttpHeader] = DEFAULT_CHECKSUM_ALGORITHM;
            }
        }
    }
    const checksumAlgorithm = getChecksumAlgorithmForRequest(input, {
        requestChecksumRequired,
        requestAlgorithmMember: requestAlgorithmMember?.name,
        requestChecksumCalculation,
    });
    let updatedBody = requestBody;
    let updatedHeaders = headers;
    if (checksumAlgorithm) {
        switch (checksumAlgorithm) {
            case ChecksumAlgorithm.CRC32:
                setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_CRC32", "U");
                break;
            case ChecksumAlgorithm.CRC32C:
                setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_CRC32C", "V");
                break;
            case ChecksumAlgorithm.CRC64NVME:
                setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_CRC64", "W");
                break;
            case ChecksumAlgorithm.SHA1:
                setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_SHA1", "X");
                break;
            case ChecksumAlgorithm.SHA256:
                setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_SHA256", "Y");
                break;
        }
        const checksumLocationName = getChecksumLocationName(checksumAlgorithm);
        const checksumAlgorithmFn = selectChecksumAlgorithmFunction(checksumAlgorithm, config);
        if (isStreaming(requestBody)) {
            const { getAwsChunkedEncodingStream, bodyLengthChecker } = config;
            updatedBody = getAwsChunkedEncodingStream(typeof config.requestStreamBufferSize === "number" && config.requestStreamBufferSize >= 8 * 1024
                ? createBufferedReadable(requestBody, config.requestStreamBufferSize, context.logger)
                : requestBody, {
                base64Encoder,
                bodyLengthChecker,
                checksumLocationName,
                checksumAlgorithmFn,
                streamHasher,
            });
            updatedHeaders = {
                ...headers,
                "content-encoding": headers["content-encoding"]
                    ? `${headers["content-encoding"]},aws-chunked`
                    : "aws-chunked",
                "transfer-encoding": "chunked",
                "x-amz-decoded-content-length": headers["content-length"],
                "x-amz-content-sha256": "STREAMING-UNSIGNED-PAYLOAD-TRAILER",
                "x-amz-trailer": checksumLocationName,
            };
            delete updatedHeaders["content-length"];
        }
        else if (!hasHeader(checksumLocationName, headers)) {
            const rawChecksum = await stringHasher(checksumAlgorithmFn, requestBody);
            updatedHeaders = {
                ...headers,
                [checksumLocationName]: base64Encoder(rawChecksum),
            };
        }
    }
    try {
        const result = await next({
            ...args,
            request: {
                ...request,
                headers: updatedHeaders,
                body: updatedBody,
            },
        });
        return result;
    }
    catch (e) {
        if (e instanceof Error && e.name === "InvalidChunkSizeError") {
            try {
                if (!e.message.endsWith(".")) {
                    e.message += ".";
                }
                e.message +=
                    " Set [requestStreamBufferSize=number e.g. 65_536] in client constructor to instruct AWS SDK to buffer your input stream.";
            }
            catch (ignored) {
            }
        }
        throw e;
    }
};

const flexibleChecksumsInputMiddlewareOptions = {
    name: "flexibleChecksumsInputMiddleware",
    toMiddleware: "serializerMiddleware",
    relation: "before",
    tags: ["BODY_CHECKSUM"],
    override: true,
};
const flexibleChecksumsInputMiddleware = (config, middlewareConfig) => (next, context) => async (args) => {
    const input = args.input;
    const { requestValidationModeMember } = middlewareConfig;
    const requestChecksumCalculation = await config.requestChecksumCalculation();
    const responseChecksumValidation = await config.responseChecksumValidation();
    switch (requestChecksumCalculation) {
        case RequestChecksumCalculation.WHEN_REQUIRED:
            setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_WHEN_REQUIRED", "a");
            break;
        case RequestChecksumCalculation.WHEN_SUPPORTED:
            setFeature(context, "FLEXIBLE_CHECKSUMS_REQ_WHEN_SUPPORTED", "Z");
            break;
    }
    switch (responseChecksumValidation) {
        case ResponseChecksumValidation.WHEN_REQUIRED:
            setFeature(context, "FLEXIBLE_CHECKSUMS_RES_WHEN_REQUIRED", "c");
            break;
        case ResponseChecksumValidation.WHEN_SUPPORTED:
            setFeature(context, "FLEXIBLE_CHECKSUMS_RES_WHEN_SUPPORTED", "b");
            break;
    }
    if (requestValidationModeMember && !input[requestValidationModeMember]) {
        if (responseChecksumValidation === ResponseChecksumValidation.WHEN_SUPPORTED) {
            input[requestValidationModeMember] = "ENABLED";
        }
    }
    return next(args);
};

const getChecksumAlgorithmListForResponse = (responseAlgorithms = []) => {
    const validChecksumAlgorithms = [];
    let i = PRIORITY_ORDER_ALGORITHMS.length;
    for (const algorithm of responseAlgorithms) {
        const priority = PRIORITY_ORDER_ALGORITHMS.indexOf(algorithm);
        if (priority !== -1) {
            validChecksumAlgorithms[priority] = algorithm;
        }
        else {
            validChecksumAlgorithms[i++] = algorithm;
        }
    }
    return validChecksumAlgorithms.filter(Boolean);
};

const isChecksumWithPartNumber = (checksum) => {
    const lastHyphenIndex = checksum.lastIndexOf("-");
    if (lastHyphenIndex !== -1) {
        const numberPart = checksum.slice(lastHyphenIndex + 1);
        if (!numberPart.startsWith("0")) {
            const number = parseInt(numberPart, 10);
            if (!isNaN(number) && number >= 1 && number <= 10000) {
                return true;
            }
        }
    }
    return false;
};

const getChecksum = async (body, { checksumAlgorithmFn, base64Encoder }) => base64Encoder(await stringHasher(checksumAlgorithmFn, body));

const validateChecksumFromResponse = async (response, { config, responseAlgorithms, logger }) => {
    const checksumAlgorithms = getChecksumAlgorithmListForResponse(responseAlgorithms);
    const { body: responseBody, headers: responseHeaders } = response;
    for (const algorithm of checksumAlgorithms) {
        const responseHeader = getChecksumLocationName(algorithm);
        const checksumFromResponse = responseHeaders[responseHeader];
        if (checksumFromResponse) {
            let checksumAlgorithmFn;
            try {
                checksumAlgorithmFn = selectChecksumAlgorithmFunction(algorithm, config);
            }
            catch (error) {
                if (algorithm === ChecksumAlgorithm.CRC64NVME) {
                    logger?.warn(`Skipping ${ChecksumAlgorithm.CRC64NVME} checksum validation: ${error.message}`);
                    continue;
                }
                throw error;
            }
            const { base64Encoder } = config;
            if (isStreaming(responseBody)) {
                response.body = createChecksumStream({
                    expectedChecksum: checksumFromResponse,
                    checksumSourceLocation: responseHeader,
                    checksum: new checksumAlgorithmFn(),
                    source: responseBody,
                    base64Encoder,
                });
                return;
            }
            const checksum = await getChecksum(responseBody, { checksumAlgorithmFn, base64Encoder });
            if (checksum === checksumFromResponse) {
                break;
            }
            throw new Error(`Checksum mismatch: expected "${checksum}" but received "${checksumFromResponse}"` +
                ` in response header "${responseHeader}".`);
        }
    }
};

const flexibleChecksumsResponseMiddlewareOptions = {
    name: "flexibleChecksumsResponseMiddleware",
    toMiddleware: "deserializerMiddleware",
    relation: "after",
    tags: ["BODY_CHECKSUM"],
    override: true,
};
const flexibleChecksumsResponseMiddleware = (config, middlewareConfig) => (next, context) => async (args) => {
    if (!HttpRequest.isInstance(args.request)) {
        return next(args);
    }
    const input = args.input;
    const result = await next(args);
    const response = result.response;
    const { requestValidationModeMember, responseAlgorithms } = middlewareConfig;
    if (requestValidationModeMember && input[requestValidationModeMember] === "ENABLED") {
        const { clientName, commandName } = context;
        const customChecksumAlgorithms = Object.keys(config.checksumAlgorithms ?? {}).filter((algorithm) => {
            const responseHeader = getChecksumLocationName(algorithm);
            return response.headers[responseHeader] !== undefined;
        });
        const algoList = getChecksumAlgorithmListForResponse([
            ...(responseAlgorithms ?? []),
            ...customChecksumAlgorithms,
        ]);
        const isS3WholeObjectMultipartGetResponseChecksum = clientName === "S3Client" &&
            commandName === "GetObjectCommand" &&
            algoList.every((algorithm) => {
                const responseHeader = getChecksumLocationName(algorithm);
                const checksumFromResponse = response.headers[responseHeader];
                return !checksumFromResponse || isChecksumWithPartNumber(checksumFromResponse);
            });
        if (isS3WholeObjectMultipartGetResponseChecksum) {
            return result;
        }
        await validateChecksumFromResponse(response, {
            config,
            responseAlgorithms: algoList,
            logger: context.logger,
        });
    }
    return result;
};

const getFlexibleChecksumsPlugin = (config, middlewareConfig) => ({
    applyToStack: (clientStack) => {
        clientStack.add(flexibleChecksumsMiddleware(config, middlewareConfig), flexibleChecksumsMiddlewareOptions);
        clientStack.addRelativeTo(flexibleChecksumsInputMiddleware(config, middlewareConfig), flexibleChecksumsInputMiddlewareOptions);
        clientStack.addRelativeTo(flexibleChecksumsResponseMiddleware(config, middlewareConfig), flexibleChecksumsResponseMiddlewareOptions);
    },
});

const resolveFlexibleChecksumsConfig = (input) => {
    const { requestChecksumCalculation, responseChecksumValidation, requestStreamBufferSize } = input;
    return Object.assign(input, {
        requestChecksumCalculation: normalizeProvider(requestChecksumCalculation ?? DEFAULT_REQUEST_CHECKSUM_CALCULATION),
        responseChecksumValidation: normalizeProvider(responseChecksumValidation ?? DEFAULT_RESPONSE_CHECKSUM_VALIDATION),
        requestStreamBufferSize: Number(requestStreamBufferSize ?? 0),
        checksumAlgorithms: input.checksumAlgorithms ?? {},
    });
};

exports.CONFIG_REQUEST_CHECKSUM_CALCULATION = CONFIG_REQUEST_CHECKSUM_CALCULATION;
exports.CONFIG_RESPONSE_CHECKSUM_VALIDATION = CONFIG_RESPONSE_CHECKSUM_VALIDATION;
exports.ChecksumAlgorithm = ChecksumAlgorithm;
exports.ChecksumLocation = ChecksumLocation;
exports.DEFAULT_CHECKSUM_ALGORITHM = DEFAULT_CHECKSUM_ALGORITHM;
exports.DEFAULT_REQUEST_CHECKSUM_CALCULATION = DEFAULT_REQUEST_CHECKSUM_CALCULATION;
exports.DEFAULT_RESPONSE_CHECKSUM_VALIDATION = DEFAULT_RESPONSE_CHECKSUM_VALIDATION;
exports.ENV_REQUEST_CHECKSUM_CALCULATION = ENV_REQUEST_CHECKSUM_CALCULATION;
exports.ENV_RESPONSE_CHECKSUM_VALIDATION = ENV_RESPONSE_CHECKSUM_VALIDATION;
exports.NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS = NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS;
exports.NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS = NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS;
exports.RequestChecksumCalculation = RequestChecksumCalculation;
exports.ResponseChecksumValidation = ResponseChecksumValidation;
exports.flexibleChecksumsMiddleware = flexibleChecksumsMiddleware;
exports.flexibleChecksumsMiddlewareOptions = flexibleChecksumsMiddlewareOptions;
exports.getFlexibleChecksumsPlugin = getFlexibleChecksumsPlugin;
exports.resolveFlexibleChecksumsConfig = resolveFlexibleChecksumsConfig;


/***/ }),

/***/ 63242:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { toUint8Array, concatBytes } = __webpack_require__(92430);
const { createHmac, createHash } = __webpack_require__(77598);
const { Sha256, Sha256Js, Sha256Node } = __webpack_require__(99542);
exports.Sha256 = Sha256;
exports.Sha256Js = Sha256Js;
exports.Sha256Node = Sha256Node;

const BLOCK$1 = 64;
const DIGEST_LENGTH$1 = 20;
const INIT$1 = new Int32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]);
const K$1 = new Int32Array([0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6]);
class Sha1Js {
    digestLength = DIGEST_LENGTH$1;
    state = Int32Array.from(INIT$1);
    w;
    buffer = new Uint8Array(BLOCK$1);
    bufferLength = 0;
    bytesHashed = 0;
    finished = false;
    inner;
    outer;
    constructor(secret) {
        if (secret) {
            const key = Sha1Js.normalizeKey(secret);
            this.inner = new Sha1Js();
            this.outer = new Sha1Js();
            const pad = new Uint8Array(BLOCK$1 * 2);
            for (let i = 0; i < BLOCK$1; ++i) {
                pad[i] = 0x36 ^ key[i];
                pad[i + BLOCK$1] = 0x5c ^ key[i];
            }
            this.inner.update(pad.subarray(0, BLOCK$1));
            this.outer.update(pad.subarray(BLOCK$1));
        }
    }
    update(data) {
        if (this.finished) {
            throw new Error("Attempted to update an already finished HMAC.");
        }
        if (this.inner) {
            this.inner.update(data);
            return;
        }
        let pos = 0;
        let { length } = data;
        this.bytesHashed += length;
        if (this.bufferLength > 0) {
            while (length > 0 && this.bufferLength < BLOCK$1) {
                this.buffer[this.bufferLength++] = data[pos++];
                --length;
            }
            if (this.bufferLength === BLOCK$1) {
                this.hashBuffer(this.buffer, 0);
                this.bufferLength = 0;
            }
        }
        while (length >= BLOCK$1) {
            this.hashBuffer(data, pos);
            pos += BLOCK$1;
            length -= BLOCK$1;
        }
        while (length > 0) {
            this.buffer[this.bufferLength++] = data[pos++];
            --length;
        }
    }
    async digest() {
        if (this.inner && this.outer) {
            if (this.finished) {
                throw new Error("Attempted to digest an already finished HMAC.");
            }
            this.finished = true;
            const innerDigest = this.inner.digestSync();
            this.outer.update(innerDigest);
            return this.outer.digestSync();
        }
        return this.digestSync();
    }
    reset() {
        this.state = Int32Array.from(INIT$1);
        this.buffer = new Uint8Array(BLOCK$1);
        this.bufferLength = 0;
        this.bytesHashed = 0;
    }
    digestSync() {
        const state = this.state.slice();
        const buffer = this.buffer.slice();
        let bufferLength = this.bufferLength;
        const bitsHi = (this.bytesHashed / 0x20000000) | 0;
        const bitsLo = this.bytesHashed << 3;
        buffer[bufferLength++] = 0x80;
        if (bufferLength > BLOCK$1 - 8) {
            for (let i = bufferLength; i < BLOCK$1; ++i) {
                buffer[i] = 0;
            }
            this.hashBufferWith(state, buffer, 0);
            bufferLength = 0;
        }
        for (let i = bufferLength; i < BLOCK$1 - 8; ++i) {
            buffer[i] = 0;
        }
        const v = new DataView(buffer.buffer, buffer.byteOffset, BLOCK$1);
        v.setUint32(BLOCK$1 - 8, bitsHi, false);
        v.setUint32(BLOCK$1 - 4, bitsLo, false);
        this.hashBufferWith(state, buffer, 0);
        const out = new Uint8Array(DIGEST_LENGTH$1);
        out[0] = (state[0] >>> 24) & 0xff;
        out[1] = (state[0] >>> 16) & 0xff;
        out[2] = (state[0] >>> 8) & 0xff;
        out[3] = state[0] & 0xff;
        out[4] = (state[1] >>> 24) & 0xff;
        out[5] = (state[1] >>> 16) & 0xff;
        out[6] = (state[1] >>> 8) & 0xff;
        out[7] = state[1] & 0xff;
        out[8] = (state[2] >>> 24) & 0xff;
        out[9] = (state[2] >>> 16) & 0xff;
        out[10] = (state[2] >>> 8) & 0xff;
        out[11] = state[2] & 0xff;
        out[12] = (state[3] >>> 24) & 0xff;
        out[13] = (state[3] >>> 16) & 0xff;
        out[14] = (state[3] >>> 8) & 0xff;
        out[15] = state[3] & 0xff;
        out[16] = (state[4] >>> 24) & 0xff;
        out[17] = (state[4] >>> 16) & 0xff;
        out[18] = (state[4] >>> 8) & 0xff;
        out[19] = state[4] & 0xff;
        return out;
    }
    static normalizeKey(secret) {
        const key = toUint8Array(secret);
        if (key.byteLength > BLOCK$1) {
            const h = new Sha1Js();
            h.update(key);
            const digest = h.digestSync();
            const padded = new Uint8Array(BLOCK$1);
            padded.set(digest);
            return padded;
        }
        const padded = new Uint8Array(BLOCK$1);
        padded.set(key);
        return padded;
    }
    hashBuffer(data, offset) {
        this.hashBufferWith(this.state, data, offset);
    }
    hashBufferWith(state, data, offset) {
        const w = (this.w ??= new Int32Array(80));
        let s0 = state[0], s1 = state[1], s2 = state[2], s3 = state[3], s4 = state[4];
        for (let t = 0; t < 16; ++t) {
            w[t] =
                ((data[offset + t * 4] & 0xff) << 24) |
                    ((data[offset + t * 4 + 1] & 0xff) << 16) |
                    ((data[offset + t * 4 + 2] & 0xff) << 8) |
                    (data[offset + t * 4 + 3] & 0xff);
        }
        for (let t = 16; t < 80; ++t) {
            const x = w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16];
            w[t] = (x << 1) | (x >>> 31);
        }
        for (let t = 0; t < 80; ++t) {
            const r = t < 20 ? 0 : t < 40 ? 1 : t < 60 ? 2 : 3;
            const temp = (((((s0 << 5) | (s0 >>> 27)) +
                (r === 0 ? (s1 & s2) ^ (~s1 & s3) : r === 2 ? (s1 & s2) ^ (s1 & s3) ^ (s2 & s3) : s1 ^ s2 ^ s3)) |
                0) +
                ((s4 + ((K$1[r] + w[t]) | 0)) | 0)) |
                0;
            s4 = s3;
            s3 = s2;
            s2 = (s1 << 30) | (s1 >>> 2);
            s1 = s0;
            s0 = temp;
        }
        state[0] = (state[0] + s0) | 0;
        state[1] = (state[1] + s1) | 0;
        state[2] = (state[2] + s2) | 0;
        state[3] = (state[3] + s3) | 0;
        state[4] = (state[4] + s4) | 0;
    }
}

const hasNativeCrypto = (() => {
    try {
        createHash("sha1");
        return true;
    }
    catch {
        return false;
    }
})();
const Sha1Node = hasNativeCrypto ? buildNativeClass() : Sha1Js;
function buildNativeClass() {
    return class Sha1Node {
        digestLength = 20;
        secret;
        hash;
        isHmac;
        finished = false;
        constructor(secret) {
            this.secret = secret;
            this.isHmac = !!secret;
            this.hash = this.createHash();
        }
        update(data) {
            if (this.finished) {
                throw new Error("Attempted to update an already finished hash.");
            }
            this.hash.update(data);
        }
        async digest() {
            let buf;
            if (this.isHmac) {
                this.finished = true;
                buf = this.hash.digest();
            }
            else {
                buf = this.hash.copy().digest();
            }
            return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
        }
        reset() {
            this.hash = this.createHash();
            this.finished = false;
        }
        createHash() {
            return this.secret ? createHmac("sha1", toBuffer$1(this.secret)) : createHash("sha1");
        }
    };
}
function toBuffer$1(data) {
    if (typeof data === "string") {
        return data;
    }
    if (ArrayBuffer.isView(data)) {
        return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    }
    return Buffer.from(data);
}

const { digest: digest$1, sign: sign$1, importKey: importKey$1 } = globalThis?.crypto?.subtle ?? {};
const subtle$1 = typeof digest$1 === "function" && typeof sign$1 === "function" && typeof importKey$1 === "function"
    ? globalThis.crypto.subtle
    : undefined;
const MAX_PENDING_BYTES$1 = 8 * 1024 * 1024;
class Sha1WebCrypto {
    digestLength = 20;
    secret;
    pending = [];
    pendingBytes = 0;
    fallback;
    finished = false;
    constructor(secret) {
        if (secret) {
            this.secret = toUint8Array(secret);
        }
    }
    update(data) {
        if (this.finished) {
            throw new Error("Attempted to update an already finished HMAC.");
        }
        if (this.fallback) {
            this.fallback.update(data);
            return;
        }
        this.pending.push(data.slice());
        this.pendingBytes += data.byteLength;
        if (this.pendingBytes >= MAX_PENDING_BYTES$1) {
            this.switchToFallback();
        }
    }
    async digest() {
        if (this.fallback) {
            return this.fallback.digest();
        }
        if (this.secret && this.finished) {
            throw new Error("Attempted to digest an already finished HMAC.");
        }
        const data = concatBytes(this.pending);
        if (subtle$1) {
            if (this.secret) {
                this.finished = true;
                const key = await subtle$1.importKey("raw", this.secret, { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
                const sig = await subtle$1.sign("HMAC", key, data);
                return new Uint8Array(sig);
            }
            const hash = await subtle$1.digest("SHA-1", data);
            return new Uint8Array(hash);
        }
        const sha1 = new Sha1Js(this.secret);
        sha1.update(data);
        return sha1.digest();
    }
    reset() {
        this.pending = [];
        this.pendingBytes = 0;
        this.fallback = undefined;
        this.finished = false;
    }
    switchToFallback() {
        const sha1Js = new Sha1Js(this.secret);
        for (const chunk of this.pending) {
            sha1Js.update(chunk);
        }
        this.fallback = sha1Js;
        this.pending = [];
        this.pendingBytes = 0;
    }
}

const BLOCK = 128;
const DIGEST_LENGTH = 64;
const MAX_HASHABLE_LENGTH = 2 ** 53 - 1;
const INIT = new Uint32Array([
    0x6a09e667, 0xf3bcc908, 0xbb67ae85, 0x84caa73b, 0x3c6ef372, 0xfe94f82b, 0xa54ff53a, 0x5f1d36f1, 0x510e527f,
    0xade682d1, 0x9b05688c, 0x2b3e6c1f, 0x1f83d9ab, 0xfb41bd6b, 0x5be0cd19, 0x137e2179,
]);
const K = new Uint32Array([
    0x428a2f98, 0xd728ae22, 0x71374491, 0x23ef65cd, 0xb5c0fbcf, 0xec4d3b2f, 0xe9b5dba5, 0x8189dbbc,
    0x3956c25b, 0xf348b538, 0x59f111f1, 0xb605d019, 0x923f82a4, 0xaf194f9b, 0xab1c5ed5, 0xda6d8118,
    0xd807aa98, 0xa3030242, 0x12835b01, 0x45706fbe, 0x243185be, 0x4ee4b28c, 0x550c7dc3, 0xd5ffb4e2,
    0x72be5d74, 0xf27b896f, 0x80deb1fe, 0x3b1696b1, 0x9bdc06a7, 0x25c71235, 0xc19bf174, 0xcf692694,
    0xe49b69c1, 0x9ef14ad2, 0xefbe4786, 0x384f25e3, 0x0fc19dc6, 0x8b8cd5b5, 0x240ca1cc, 0x77ac9c65,
    0x2de92c6f, 0x592b0275, 0x4a7484aa, 0x6ea6e483, 0x5cb0a9dc, 0xbd41fbd4, 0x76f988da, 0x831153b5,
    0x983e5152, 0xee66dfab, 0xa831c66d, 0x2db43210, 0xb00327c8, 0x98fb213f, 0xbf597fc7, 0xbeef0ee4,
    0xc6e00bf3, 0x3da88fc2, 0xd5a79147, 0x930aa725, 0x06ca6351, 0xe003826f, 0x14292967, 0x0a0e6e70,
    0x27b70a85, 0x46d22ffc, 0x2e1b2138, 0x5c26c926, 0x4d2c6dfc, 0x5ac42aed, 0x53380d13, 0x9d95b3df,
    0x650a7354, 0x8baf63de, 0x766a0abb, 0x3c77b2a8, 0x81c2c92e, 0x47edaee6, 0x92722c85, 0x1482353b,
    0xa2bfe8a1, 0x4cf10364, 0xa81a664b, 0xbc423001, 0xc24b8b70, 0xd0f89791, 0xc76c51a3, 0x0654be30,
    0xd192e819, 0xd6ef5218, 0xd6990624, 0x5565a910, 0xf40e3585, 0x5771202a, 0x106aa070, 0x32bbd1b8,
    0x19a4c116, 0xb8d2d0c8, 0x1e376c08, 0x5141ab53, 0x2748774c, 0xdf8eeb99, 0x34b0bcb5, 0xe19b48a8,
    0x391c0cb3, 0xc5c95a63, 0x4ed8aa4a, 0xe3418acb, 0x5b9cca4f, 0x7763e373, 0x682e6ff3, 0xd6b2b8a3,
    0x748f82ee, 0x5defb2fc, 0x78a5636f, 0x43172f60, 0x84c87814, 0xa1f0ab72, 0x8cc70208, 0x1a6439ec,
    0x90befffa, 0x23631e28, 0xa4506ceb, 0xde82bde9, 0xbef9a3f7, 0xb2c67915, 0xc67178f2, 0xe372532b,
    0xca273ece, 0xea26619c, 0xd186b8c7, 0x21c0c207, 0xeada7dd6, 0xcde0eb1e, 0xf57d4f7f, 0xee6ed178,
    0x06f067aa, 0x72176fba, 0x0a637dc5, 0xa2c898a6, 0x113f9804, 0xbef90dae, 0x1b710b35, 0x131c471b,
    0x28db77f5, 0x23047d84, 0x32caab7b, 0x40c72493, 0x3c9ebe0a, 0x15c9bebc, 0x431d67c4, 0x9c100d4c,
    0x4cc5d4be, 0xcb3e42b6, 0x597f299c, 0xfc657e2a, 0x5fcb6fab, 0x3ad6faec, 0x6c44198c, 0x4a475817,
]);
class Sha512Js {
    digestLength = DIGEST_LENGTH;
    state = Uint32Array.from(INIT);
    w;
    buffer = new Uint8Array(BLOCK);
    bufferLength = 0;
    bytesHashed = 0;
    finished = false;
    key;
    inner;
    outer;
    constructor(secret) {
        if (secret !== undefined) {
            this.key = Sha512Js.normalizeKey(secret);
            this.initHmac();
        }
    }
    update(data) {
        if (this.finished) {
            throw new Error("Attempted to update an already finished HMAC.");
        }
        if (this.inner) {
            this.inner.update(data);
            return;
        }
        const chunk = toUint8Array(data);
        let position = 0;
        let { byteLength } = chunk;
        this.bytesHashed += byteLength;
        if (this.bytesHashed * 8 > MAX_HASHABLE_LENGTH) {
            throw new Error("Cannot hash more than 2^53 - 1 bits");
        }
        while (byteLength > 0) {
            this.buffer[this.bufferLength++] = chunk[position++];
            byteLength--;
            if (this.bufferLength === BLOCK) {
                this.hashBuffer();
                this.bufferLength = 0;
            }
        }
    }
    async digest() {
        if (this.inner && this.outer) {
            if (this.finished) {
                throw new Error("Attempted to digest an already finished HMAC.");
            }
            this.finished = true;
            const innerDigest = this.inner.digestSync();
            this.outer.update(innerDigest);
            return this.outer.digestSync();
        }
        return this.digestSync();
    }
    reset() {
        this.state = Uint32Array.from(INIT);
        this.buffer = new Uint8Array(BLOCK);
        this.bufferLength = 0;
        this.bytesHashed = 0;
        this.finished = false;
        if (this.key) {
            this.initHmac();
        }
    }
    initHmac() {
        const key = this.key;
        this.inner = new Sha512Js();
        this.outer = new Sha512Js();
        const pad = new Uint8Array(BLOCK * 2);
        for (let i = 0; i < BLOCK; ++i) {
            pad[i] = 0x36 ^ key[i];
            pad[i + BLOCK] = 0x5c ^ key[i];
        }
        this.inner.update(pad.subarray(0, BLOCK));
        this.outer.update(pad.subarray(BLOCK));
    }
    digestSync() {
        const state = this.state.slice();
        const buffer = this.buffer.slice();
        let bufferLength = this.bufferLength;
        const bitsHashed = this.bytesHashed * 8;
        const bitsHi = Math.floor(bitsHashed / 0x100000000);
        const bitsLo = bitsHashed >>> 0;
        buffer[bufferLength++] = 0x80;
        if (bufferLength > BLOCK - 16) {
            for (let i = bufferLength; i < BLOCK; ++i) {
                buffer[i] = 0;
            }
            this.hashBufferWith(state, buffer);
            bufferLength = 0;
        }
        for (let i = bufferLength; i < BLOCK - 8; ++i) {
            buffer[i] = 0;
        }
        const v = new DataView(buffer.buffer, buffer.byteOffset, BLOCK);
        v.setUint32(BLOCK - 8, bitsHi, false);
        v.setUint32(BLOCK - 4, bitsLo, false);
        this.hashBufferWith(state, buffer);
        const out = new Uint8Array(DIGEST_LENGTH);
        const dv = new DataView(out.buffer);
        for (let i = 0; i < 16; ++i) {
            dv.setUint32(i * 4, state[i], false);
        }
        return out;
    }
    static normalizeKey(secret) {
        const key = toUint8Array(secret);
        if (key.byteLength > BLOCK) {
            const h = new Sha512Js();
            h.update(key);
            const padded = new Uint8Array(BLOCK);
            padded.set(h.digestSync());
            return padded;
        }
        const padded = new Uint8Array(BLOCK);
        padded.set(key);
        return padded;
    }
    hashBuffer() {
        this.hashBufferWith(this.state, this.buffer);
    }
    hashBufferWith(state, buffer) {
        const w = (this.w ??= new Uint32Array(160));
        const v = new Uint32Array(16);
        for (let i = 0; i < 16; ++i) {
            v[i] = state[i];
        }
        for (let i = 0; i < 16; ++i) {
            const o = i * 8;
            w[i * 2] = ((buffer[o] << 24) | (buffer[o + 1] << 16) | (buffer[o + 2] << 8) | buffer[o + 3]) >>> 0;
            w[i * 2 + 1] = ((buffer[o + 4] << 24) | (buffer[o + 5] << 16) | (buffer[o + 6] << 8) | buffer[o + 7]) >>> 0;
        }
        for (let i = 16; i < 80; ++i) {
            const g15h = w[(i - 15) * 2];
            const g15l = w[(i - 15) * 2 + 1];
            const s0h = rotrH(g15h, g15l, 1) ^ rotrH(g15h, g15l, 8) ^ shrH(g15h, 7);
            const s0l = rotrL(g15h, g15l, 1) ^ rotrL(g15h, g15l, 8) ^ shrL(g15h, g15l, 7);
            const g2h = w[(i - 2) * 2];
            const g2l = w[(i - 2) * 2 + 1];
            const s1h = rotrH(g2h, g2l, 19) ^ rotrH(g2h, g2l, 61) ^ shrH(g2h, 6);
            const s1l = rotrL(g2h, g2l, 19) ^ rotrL(g2h, g2l, 61) ^ shrL(g2h, g2l, 6);
            const w7h = w[(i - 7) * 2];
            const w7l = w[(i - 7) * 2 + 1];
            const w16h = w[(i - 16) * 2];
            const w16l = w[(i - 16) * 2 + 1];
            let lo = (w16l >>> 0) + (s0l >>> 0);
            let hi = (w16h >>> 0) + (s0h >>> 0) + (lo > 0xffffffff ? 1 : 0);
            lo = (lo >>> 0) + (w7l >>> 0);
            hi = (hi >>> 0) + (w7h >>> 0) + (lo > 0xffffffff ? 1 : 0);
            lo = (lo >>> 0) + (s1l >>> 0);
            hi = (hi >>> 0) + (s1h >>> 0) + (lo > 0xffffffff ? 1 : 0);
            w[i * 2] = hi >>> 0;
            w[i * 2 + 1] = lo >>> 0;
        }
        let ah = v[0], al = v[1], bh = v[2], bl = v[3], ch = v[4], cl = v[5], dh = v[6], dl = v[7], eh = v[8], el = v[9], fh = v[10], fl = v[11], gh = v[12], gl = v[13], hh = v[14], hl = v[15];
        for (let i = 0; i < 80; ++i) {
            const s1h = rotrH(eh, el, 14) ^ rotrH(eh, el, 18) ^ rotrH(eh, el, 41);
            const s1l = rotrL(eh, el, 14) ^ rotrL(eh, el, 18) ^ rotrL(eh, el, 41);
            const chh = (eh & fh) ^ (~eh & gh);
            const chl = (el & fl) ^ (~el & gl);
            let t1l = (hl >>> 0) + (s1l >>> 0);
            let t1h = (hh >>> 0) + (s1h >>> 0) + (t1l > 0xffffffff ? 1 : 0);
            t1l = (t1l >>> 0) + (chl >>> 0);
            t1h = (t1h >>> 0) + (chh >>> 0) + (t1l > 0xffffffff ? 1 : 0);
            t1l = (t1l >>> 0) + (K[i * 2 + 1] >>> 0);
            t1h = (t1h >>> 0) + (K[i * 2] >>> 0) + (t1l > 0xffffffff ? 1 : 0);
            t1l = (t1l >>> 0) + (w[i * 2 + 1] >>> 0);
            t1h = (t1h >>> 0) + (w[i * 2] >>> 0) + (t1l > 0xffffffff ? 1 : 0);
            const s0h = rotrH(ah, al, 28) ^ rotrH(ah, al, 34) ^ rotrH(ah, al, 39);
            const s0l = rotrL(ah, al, 28) ^ rotrL(ah, al, 34) ^ rotrL(ah, al, 39);
            const majh = (ah & bh) ^ (ah & ch) ^ (bh & ch);
            const majl = (al & bl) ^ (al & cl) ^ (bl & cl);
            let t2l = (s0l >>> 0) + (majl >>> 0);
            let t2h = (s0h >>> 0) + (majh >>> 0) + (t2l > 0xffffffff ? 1 : 0);
            t2l = t2l >>> 0;
            t2h = t2h >>> 0;
            hh = gh;
            hl = gl;
            gh = fh;
            gl = fl;
            fh = eh;
            fl = el;
            let el2 = (dl >>> 0) + (t1l >>> 0);
            let eh2 = (dh >>> 0) + (t1h >>> 0) + (el2 > 0xffffffff ? 1 : 0);
            eh = eh2 >>> 0;
            el = el2 >>> 0;
            dh = ch;
            dl = cl;
            ch = bh;
            cl = bl;
            bh = ah;
            bl = al;
            let al2 = (t1l >>> 0) + (t2l >>> 0);
            let ah2 = (t1h >>> 0) + (t2h >>> 0) + (al2 > 0xffffffff ? 1 : 0);
            ah = ah2 >>> 0;
            al = al2 >>> 0;
        }
        addInto(state, 0, ah, al);
        addInto(state, 1, bh, bl);
        addInto(state, 2, ch, cl);
        addInto(state, 3, dh, dl);
        addInto(state, 4, eh, el);
        addInto(state, 5, fh, fl);
        addInto(state, 6, gh, gl);
        addInto(state, 7, hh, hl);
    }
}
function addInto(state, slot, vh, vl) {
    const i = slot * 2;
    const lo = (state[i + 1] >>> 0) + (vl >>> 0);
    const hi = (state[i] >>> 0) + (vh >>> 0) + (lo > 0xffffffff ? 1 : 0);
    state[i] = hi >>> 0;
    state[i + 1] = lo >>> 0;
}
function rotrH(hi, lo, n) {
    if (n < 32) {
        return ((hi >>> n) | (lo << (32 - n))) >>> 0;
    }
    if (n === 32) {
        return lo >>> 0;
    }
    return ((lo >>> (n - 32)) | (hi << (64 - n))) >>> 0;
}
function rotrL(hi, lo, n) {
    if (n < 32) {
        return ((lo >>> n) | (hi << (32 - n))) >>> 0;
    }
    if (n === 32) {
        return hi >>> 0;
    }
    return ((hi >>> (n - 32)) | (lo << (64 - n))) >>> 0;
}
function shrH(hi, n) {
    if (n < 32) {
        return hi >>> n;
    }
    return 0;
}
function shrL(hi, lo, n) {
    if (n < 32) {
        return ((lo >>> n) | (hi << (32 - n))) >>> 0;
    }
    if (n === 32) {
        return hi >>> 0;
    }
    return hi >>> (n - 32);
}

let nativeSupported;
function detectNative() {
    if (nativeSupported === undefined) {
        try {
            createHash("sha512");
            nativeSupported = true;
        }
        catch {
            nativeSupported = false;
        }
    }
    return nativeSupported;
}
class Sha512 extends Sha512Js {
    native;
    nativeSecret;
    nativeFinished = false;
    constructor(secret) {
        super(secret);
        this.nativeSecret = secret;
        if (detectNative()) {
            this.native = this.createNative();
        }
    }
    update(data) {
        if (!this.native) {
            super.update(data);
            return;
        }
        if (this.nativeFinished) {
            throw new Error("Attempted to update an already finished hash.");
        }
        this.native.update(data);
    }
    async digest() {
        if (!this.native) {
            return super.digest();
        }
        let buf;
        if (this.nativeSecret !== undefined) {
            this.nativeFinished = true;
            buf = this.native.digest();
        }
        else {
            buf = this.native.copy().digest();
        }
        return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    reset() {
        if (!this.native) {
            super.reset();
            return;
        }
        this.native = this.createNative();
        this.nativeFinished = false;
    }
    createNative() {
        return this.nativeSecret !== undefined ? createHmac("sha512", toBuffer(this.nativeSecret)) : createHash("sha512");
    }
}
function toBuffer(data) {
    if (typeof data === "string") {
        return data;
    }
    if (ArrayBuffer.isView(data)) {
        return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    }
    return Buffer.from(data);
}

const { digest, sign, importKey } = globalThis?.crypto?.subtle ?? {};
const subtle = typeof digest === "function" && typeof sign === "function" && typeof importKey === "function"
    ? globalThis.crypto.subtle
    : undefined;
const MAX_PENDING_BYTES = 8 * 1024 * 1024;
const BLOCK_SIZE = 128;
class Sha512WebCrypto {
    digestLength = 64;
    secret;
    pending = [];
    pendingBytes = 0;
    fallback;
    finished = false;
    constructor(secret) {
        if (secret !== undefined) {
            const key = toUint8Array(secret);
            this.secret = key.byteLength === 0 ? new Uint8Array(BLOCK_SIZE) : key;
        }
        if (!subtle) {
            this.fallback = new Sha512Js(secret);
        }
    }
    update(data) {
        if (this.finished) {
            throw new Error("Attempted to update an already finished HMAC.");
        }
        if (this.fallback) {
            this.fallback.update(data);
            return;
        }
        this.pending.push(data.slice());
        this.pendingBytes += data.byteLength;
        if (this.pendingBytes >= MAX_PENDING_BYTES) {
            this.switchToFallback();
        }
    }
    async digest() {
        if (this.fallback) {
            return this.fallback.digest();
        }
        if (this.secret && this.finished) {
            throw new Error("Attempted to digest an already finished HMAC.");
        }
        const data = concatBytes(this.pending);
        if (this.secret) {
            this.finished = true;
            const key = await subtle.importKey("raw", this.secret, { name: "HMAC", hash: "SHA-512" }, false, ["sign"]);
            const sig = await subtle.sign("HMAC", key, data);
            return new Uint8Array(sig);
        }
        const hash = await subtle.digest("SHA-512", data);
        return new Uint8Array(hash);
    }
    reset() {
        this.pending = [];
        this.pendingBytes = 0;
        this.finished = false;
        if (subtle) {
            this.fallback = undefined;
        }
        else {
            this.fallback = new Sha512Js(this.secret);
        }
    }
    switchToFallback() {
        const sha512Js = new Sha512Js(this.secret);
        for (const chunk of this.pending) {
            sha512Js.update(chunk);
        }
        this.fallback = sha512Js;
        this.pending = [];
        this.pendingBytes = 0;
    }
}

exports.Sha1 = Sha1Node;
exports.Sha1Js = Sha1Js;
exports.Sha1Node = Sha1Node;
exports.Sha1WebCrypto = Sha1WebCrypto;
exports.Sha512 = Sha512;
exports.Sha512Js = Sha512Js;
exports.Sha512WebCrypto = Sha512WebCrypto;


/***/ }),

/***/ 43701:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;
const { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, getDefaultSocketTimeout, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = __webpack_require__(5152);
const { memoizeIdentityProvider, isIdentityExpired, doesIdentityRequireRefresh, HttpBearerAuthSigner, getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = __webpack_require__(90402);
const { normalizeProvider, getSmithyContext, ServiceException, NoOpLogger, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, makeBuilder, createAggregatedClient } = __webpack_require__(92658);
const { Command: $Command } = __webpack_require__(92658);
__webpack_unused_export__ = $Command;
__webpack_unused_export__ = Client;
const { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = __webpack_require__(47291);
const { BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveEndpointConfig, getEndpointPlugin } = __webpack_require__(62085);
const { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = __webpack_require__(93422);
const { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, resolveRetryConfig, getRetryPlugin } = __webpack_require__(23609);
const { TypeRegistry, getSchemaSerdePlugin } = __webpack_require__(26890);
const { resolveAwsSdkSigV4Config, AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = __webpack_require__(97523);
const { defaultProvider } = __webpack_require__(5861);
const { fromEnvSigningName, nodeProvider } = __webpack_require__(75433);
const { toUtf8, fromUtf8, toBase64, fromBase64, calculateBodyLength } = __webpack_require__(92430);
const { streamCollector, NodeHttpHandler } = __webpack_require__(61279);
const { AwsRestJsonProtocol } = __webpack_require__(37288);
const { Sha256 } = __webpack_require__(99542);

const defaultBedrockHttpAuthSchemeParametersProvider = async (config, context, input) => {
    return {
        operation: getSmithyContext(context).operation,
        region: await normalizeProvider(config.region)() || (() => {
            throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
        })(),
    };
};
function createAwsAuthSigv4HttpAuthOption(authParameters) {
    return {
        schemeId: "aws.auth#sigv4",
        signingProperties: {
            name: "bedrock",
            region: authParameters.region,
        },
        propertiesExtractor: (config, context) => ({
            signingProperties: {
                config,
                context,
            },
        }),
    };
}
function createSmithyApiHttpBearerAuthHttpAuthOption(authParameters) {
    return {
        schemeId: "smithy.api#httpBearerAuth",
        propertiesExtractor: ({ profile, filepath, configFilepath, ignoreCache, }, context) => ({
            identityProperties: {
                profile,
                filepath,
                configFilepath,
                ignoreCache,
            },
        }),
    };
}
const defaultBedrockHttpAuthSchemeProvider = (authParameters) => {
    const options = [];
    switch (authParameters.operation) {
        default: {
            options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
            options.push(createSmithyApiHttpBearerAuthHttpAuthOption());
        }
    }
    return options;
};
const resolveHttpAuthSchemeConfig = (config) => {
    const token = memoizeIdentityProvider(config.token, isIdentityExpired, doesIdentityRequireRefresh);
    const config_0 = resolveAwsSdkSigV4Config(config);
    return Object.assign(config_0, {
        authSchemePreference: normalizeProvider(config.authSchemePreference ?? []),
        token,
    });
};

const resolveClientEndpointParameters = (options) => {
    return Object.assign(options, {
        useDualstackEndpoint: options.useDualstackEndpoint ?? false,
        useFipsEndpoint: options.useFipsEndpoint ?? false,
        defaultSigningName: "bedrock",
    });
};
const commonParams = {
    UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
    Endpoint: { type: "builtInParams", name: "endpoint" },
    Region: { type: "builtInParams", name: "region" },
    UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" },
};

var version = "3.1163.0";
var packageInfo = {
	version: version};

const k = "ref";
const a = -1, b = true, c = "isSet", d = "PartitionResult", e = "booleanEquals", f = "getAttr", g = { [k]: "Endpoint" }, h = { [k]: d }, i = {}, j = [{ [k]: "Region" }];
const _data = {
    conditions: [
        [c, [g]],
        [c, j],
        ["aws.partition", j, d],
        [e, [{ [k]: "UseFIPS" }, b]],
        [e, [{ [k]: "UseDualStack" }, b]],
        [e, [{ fn: f, argv: [h, "supportsDualStack"] }, b]],
        [e, [{ fn: f, argv: [h, "supportsFIPS"] }, b]]
    ],
    results: [
        [a],
        [a, "Invalid Configuration: FIPS and custom endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and custom endpoint are not supported"],
        [g, i],
        ["https://bedrock-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        ["https://bedrock-fips.{Region}.{PartitionResult#dnsSuffix}", i],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        ["https://bedrock.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        ["https://bedrock.{Region}.{PartitionResult#dnsSuffix}", i],
        [a, "Invalid Configuration: Missing Region"]
    ]
};
const root = 2;
const r = 100_000_000;
const nodes = new Int32Array([
    -1, 1, -1,
    0, 12, 3,
    1, 4, r + 11,
    2, 5, r + 11,
    3, 8, 6,
    4, 7, r + 10,
    5, r + 8, r + 9,
    4, 10, 9,
    6, r + 6, r + 7,
    5, 11, r + 5,
    6, r + 4, r + 5,
    3, r + 1, 13,
    4, r + 2, r + 3,
]);
const bdd = BinaryDecisionDiagram.from(nodes, root, _data.conditions, _data.results);

const cache = new EndpointCache({
    size: 50,
    params: ["Endpoint", "Region", "UseDualStack", "UseFIPS"],
});
const defaultEndpointResolver = (endpointParams, context = {}) => {
    return cache.get(endpointParams, () => decideEndpoint(bdd, {
        endpointParams: endpointParams,
        logger: context.logger,
    }));
};
customEndpointFunctions.aws = awsEndpointFunctions;

class BedrockServiceException extends ServiceException {
    static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.bedrock#BedrockServiceException";
    constructor(options) {
        super(options);
        Object.setPrototypeOf(this, BedrockServiceException.prototype);
    }
}

class AccessDeniedException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#AccessDeniedException";
    name = "AccessDeniedException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "AccessDeniedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, AccessDeniedException.prototype);
    }
}
class InternalServerException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#InternalServerException";
    name = "InternalServerException";
    $fault = "server";
    constructor(opts) {
        super({
            name: "InternalServerException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, InternalServerException.prototype);
    }
}
class ThrottlingException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#ThrottlingException";
    name = "ThrottlingException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ThrottlingException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ThrottlingException.prototype);
    }
}
class ValidationException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#ValidationException";
    name = "ValidationException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ValidationException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ValidationException.prototype);
    }
}
class ConflictException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#ConflictException";
    name = "ConflictException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ConflictException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ConflictException.prototype);
    }
}
class ResourceNotFoundException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#ResourceNotFoundException";
    name = "ResourceNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ResourceNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceNotFoundException.prototype);
    }
}
class ServiceQuotaExceededException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#ServiceQuotaExceededException";
    name = "ServiceQuotaExceededException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ServiceQuotaExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceQuotaExceededException.prototype);
    }
}
class TooManyTagsException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#TooManyTagsException";
    name = "TooManyTagsException";
    $fault = "client";
    resourceName;
    constructor(opts) {
        super({
            name: "TooManyTagsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TooManyTagsException.prototype);
        this.resourceName = opts.resourceName;
    }
}
class ResourceInUseException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#ResourceInUseException";
    name = "ResourceInUseException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ResourceInUseException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceInUseException.prototype);
    }
}
class ServiceUnavailableException extends BedrockServiceException {
    static shapeId = "com.amazonaws.bedrock#ServiceUnavailableException";
    name = "ServiceUnavailableException";
    $fault = "server";
    constructor(opts) {
        super({
            name: "ServiceUnavailableException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceUnavailableException.prototype);
    }
}

const _AA = "AgreementAvailability";
const _ADE = "AccessDeniedException";
const _AEC = "AutomatedEvaluationConfig";
const _AECM = "AutomatedEvaluationCustomMetrics";
const _AECMC = "AutomatedEvaluationCustomMetricConfig";
const _AECMS = "AutomatedEvaluationCustomMetricSource";
const _AEGIIC = "AccountEnforcedGuardrailInferenceInputConfiguration";
const _AEGOC = "AccountEnforcedGuardrailOutputConfiguration";
const _AEGOCc = "AccountEnforcedGuardrailsOutputConfiguration";
const _APOIC = "AdvancedPromptOptimizationInputConfig";
const _APOJS = "AdvancedPromptOptimizationJobSummary";
const _APOJSd = "AdvancedPromptOptimizationJobSummaries";
const _APOOC = "AdvancedPromptOptimizationOutputConfig";
const _ARCDSL = "AutomatedReasoningCheckDifferenceScenarioList";
const _ARCF = "AutomatedReasoningCheckFinding";
const _ARCFL = "AutomatedReasoningCheckFindingList";
const _ARCIF = "AutomatedReasoningCheckImpossibleFinding";
const _ARCIFu = "AutomatedReasoningCheckInvalidFinding";
const _ARCITR = "AutomatedReasoningCheckInputTextReference";
const _ARCITRL = "AutomatedReasoningCheckInputTextReferenceList";
const _ARCLW = "AutomatedReasoningCheckLogicWarning";
const _ARCNTF = "AutomatedReasoningCheckNoTranslationsFinding";
const _ARCR = "AutomatedReasoningCheckRule";
const _ARCRL = "AutomatedReasoningCheckRuleList";
const _ARCS = "AutomatedReasoningCheckScenario";
const _ARCSF = "AutomatedReasoningCheckSatisfiableFinding";
const _ARCT = "AutomatedReasoningCheckTranslation";
const _ARCTAF = "AutomatedReasoningCheckTranslationAmbiguousFinding";
const _ARCTCF = "AutomatedReasoningCheckTooComplexFinding";
const _ARCTL = "AutomatedReasoningCheckTranslationList";
const _ARCTO = "AutomatedReasoningCheckTranslationOption";
const _ARCTOL = "AutomatedReasoningCheckTranslationOptionList";
const _ARCVF = "AutomatedReasoningCheckValidFinding";
const _ARLS = "AutomatedReasoningLogicStatement";
const _ARLSC = "AutomatedReasoningLogicStatementContent";
const _ARLSL = "AutomatedReasoningLogicStatementList";
const _ARNLSC = "AutomatedReasoningNaturalLanguageStatementContent";
const _ARPA = "AutomatedReasoningPolicyAnnotation";
const _ARPAC = "AutomatedReasoningPolicyAnnotatedChunk";
const _ARPACL = "AutomatedReasoningPolicyAnnotatedChunkList";
const _ARPACLu = "AutomatedReasoningPolicyAnnotatedContentList";
const _ARPACu = "AutomatedReasoningPolicyAnnotatedContent";
const _ARPAFNL = "AutomatedReasoningPolicyAnnotationFeedbackNaturalLanguage";
const _ARPAIC = "AutomatedReasoningPolicyAnnotationIngestContent";
const _ARPAL = "AutomatedReasoningPolicyAnnotatedLine";
const _ARPALu = "AutomatedReasoningPolicyAnnotationList";
const _ARPARA = "AutomatedReasoningPolicyAddRuleAnnotation";
const _ARPARFNLA = "AutomatedReasoningPolicyAddRuleFromNaturalLanguageAnnotation";
const _ARPARM = "AutomatedReasoningPolicyAddRuleMutation";
const _ARPARNL = "AutomatedReasoningPolicyAnnotationRuleNaturalLanguage";
const _ARPAS = "AutomatedReasoningPolicyAtomicStatement";
const _ARPASL = "AutomatedReasoningPolicyAtomicStatementList";
const _ARPATA = "AutomatedReasoningPolicyAddTypeAnnotation";
const _ARPATM = "AutomatedReasoningPolicyAddTypeMutation";
const _ARPATV = "AutomatedReasoningPolicyAddTypeValue";
const _ARPAVA = "AutomatedReasoningPolicyAddVariableAnnotation";
const _ARPAVM = "AutomatedReasoningPolicyAddVariableMutation";
const _ARPBDB = "AutomatedReasoningPolicyBuildDocumentBlob";
const _ARPBDD = "AutomatedReasoningPolicyBuildDocumentDescription";
const _ARPBDN = "AutomatedReasoningPolicyBuildDocumentName";
const _ARPBF = "AutomatedReasoningPolicyBuildFeedback";
const _ARPBL = "AutomatedReasoningPolicyBuildLog";
const _ARPBLE = "AutomatedReasoningPolicyBuildLogEntry";
const _ARPBLEL = "AutomatedReasoningPolicyBuildLogEntryList";
const _ARPBRA = "AutomatedReasoningPolicyBuildResultAssets";
const _ARPBRAM = "AutomatedReasoningPolicyBuildResultAssetManifest";
const _ARPBRAME = "AutomatedReasoningPolicyBuildResultAssetManifestEntry";
const _ARPBRAML = "AutomatedReasoningPolicyBuildResultAssetManifestList";
const _ARPBRAN = "AutomatedReasoningPolicyBuildResultAssetName";
const _ARPBS = "AutomatedReasoningPolicyBuildStep";
const _ARPBSC = "AutomatedReasoningPolicyBuildStepContext";
const _ARPBSL = "AutomatedReasoningPolicyBuildStepList";
const _ARPBSM = "AutomatedReasoningPolicyBuildStepMessage";
const _ARPBSML = "AutomatedReasoningPolicyBuildStepMessageList";
const _ARPBWD = "AutomatedReasoningPolicyBuildWorkflowDocument";
const _ARPBWDL = "AutomatedReasoningPolicyBuildWorkflowDocumentList";
const _ARPBWRC = "AutomatedReasoningPolicyBuildWorkflowRepairContent";
const _ARPBWS = "AutomatedReasoningPolicyBuildWorkflowSource";
const _ARPBWSu = "AutomatedReasoningPolicyBuildWorkflowSummary";
const _ARPBWSut = "AutomatedReasoningPolicyBuildWorkflowSummaries";
const _ARPD = "AutomatedReasoningPolicyDescription";
const _ARPDE = "AutomatedReasoningPolicyDefinitionElement";
const _ARPDQR = "AutomatedReasoningPolicyDefinitionQualityReport";
const _ARPDR = "AutomatedReasoningPolicyDefinitionRule";
const _ARPDRA = "AutomatedReasoningPolicyDeleteRuleAnnotation";
const _ARPDRAE = "AutomatedReasoningPolicyDefinitionRuleAlternateExpression";
const _ARPDRE = "AutomatedReasoningPolicyDefinitionRuleExpression";
const _ARPDRL = "AutomatedReasoningPolicyDefinitionRuleList";
const _ARPDRM = "AutomatedReasoningPolicyDeleteRuleMutation";
const _ARPDRS = "AutomatedReasoningPolicyDisjointRuleSet";
const _ARPDRSL = "AutomatedReasoningPolicyDisjointRuleSetList";
const _ARPDT = "AutomatedReasoningPolicyDefinitionType";
const _ARPDTA = "AutomatedReasoningPolicyDeleteTypeAnnotation";
const _ARPDTD = "AutomatedReasoningPolicyDefinitionTypeDescription";
const _ARPDTL = "AutomatedReasoningPolicyDefinitionTypeList";
const _ARPDTM = "AutomatedReasoningPolicyDeleteTypeMutation";
const _ARPDTN = "AutomatedReasoningPolicyDefinitionTypeName";
const _ARPDTNL = "AutomatedReasoningPolicyDefinitionTypeNameList";
const _ARPDTV = "AutomatedReasoningPolicyDefinitionTypeValue";
const _ARPDTVD = "AutomatedReasoningPolicyDefinitionTypeValueDescription";
const _ARPDTVL = "AutomatedReasoningPolicyDefinitionTypeValueList";
const _ARPDTVP = "AutomatedReasoningPolicyDefinitionTypeValuePair";
const _ARPDTVPL = "AutomatedReasoningPolicyDefinitionTypeValuePairList";
const _ARPDTVu = "AutomatedReasoningPolicyDeleteTypeValue";
const _ARPDV = "AutomatedReasoningPolicyDefinitionVariable";
const _ARPDVA = "AutomatedReasoningPolicyDeleteVariableAnnotation";
const _ARPDVD = "AutomatedReasoningPolicyDefinitionVariableDescription";
const _ARPDVL = "AutomatedReasoningPolicyDefinitionVariableList";
const _ARPDVM = "AutomatedReasoningPolicyDeleteVariableMutation";
const _ARPDVN = "AutomatedReasoningPolicyDefinitionVariableName";
const _ARPDVNL = "AutomatedReasoningPolicyDefinitionVariableNameList";
const _ARPDu = "AutomatedReasoningPolicyDefinition";
const _ARPFR = "AutomatedReasoningPolicyFidelityReport";
const _ARPGFRC = "AutomatedReasoningPolicyGenerateFidelityReportContent";
const _ARPGFRDL = "AutomatedReasoningPolicyGenerateFidelityReportDocumentList";
const _ARPGTC = "AutomatedReasoningPolicyGeneratedTestCase";
const _ARPGTCL = "AutomatedReasoningPolicyGeneratedTestCaseList";
const _ARPGTCu = "AutomatedReasoningPolicyGeneratedTestCases";
const _ARPICA = "AutomatedReasoningPolicyIngestContentAnnotation";
const _ARPIRC = "AutomatedReasoningPolicyIterativeRefinementContent";
const _ARPIRDL = "AutomatedReasoningPolicyIterativeRefinementDocumentList";
const _ARPJL = "AutomatedReasoningPolicyJustificationList";
const _ARPJT = "AutomatedReasoningPolicyJustificationText";
const _ARPLT = "AutomatedReasoningPolicyLineText";
const _ARPM = "AutomatedReasoningPolicyMutation";
const _ARPN = "AutomatedReasoningPolicyName";
const _ARPP = "AutomatedReasoningPolicyPlanning";
const _ARPRR = "AutomatedReasoningPolicyRuleReport";
const _ARPRRM = "AutomatedReasoningPolicyRuleReportMap";
const _ARPRSD = "AutomatedReasoningPolicyReportSourceDocument";
const _ARPRSDL = "AutomatedReasoningPolicyReportSourceDocumentList";
const _ARPS = "AutomatedReasoningPolicyScenario";
const _ARPSAE = "AutomatedReasoningPolicyScenarioAlternateExpression";
const _ARPSD = "AutomatedReasoningPolicySourceDocument";
const _ARPSE = "AutomatedReasoningPolicyScenarioExpression";
const _ARPSL = "AutomatedReasoningPolicyStatementLocation";
const _ARPSLu = "AutomatedReasoningPolicyScenarioList";
const _ARPSR = "AutomatedReasoningPolicyStatementReference";
const _ARPSRL = "AutomatedReasoningPolicyStatementReferenceList";
const _ARPST = "AutomatedReasoningPolicyStatementText";
const _ARPSu = "AutomatedReasoningPolicyScenarios";
const _ARPSut = "AutomatedReasoningPolicySummary";
const _ARPSuto = "AutomatedReasoningPolicySummaries";
const _ARPTC = "AutomatedReasoningPolicyTestCase";
const _ARPTCL = "AutomatedReasoningPolicyTestCaseList";
const _ARPTGC = "AutomatedReasoningPolicyTestGuardContent";
const _ARPTL = "AutomatedReasoningPolicyTestList";
const _ARPTQC = "AutomatedReasoningPolicyTestQueryContent";
const _ARPTR = "AutomatedReasoningPolicyTestResult";
const _ARPTVA = "AutomatedReasoningPolicyTypeValueAnnotation";
const _ARPTVAL = "AutomatedReasoningPolicyTypeValueAnnotationList";
const _ARPUFRFA = "AutomatedReasoningPolicyUpdateFromRuleFeedbackAnnotation";
const _ARPUFSFA = "AutomatedReasoningPolicyUpdateFromScenarioFeedbackAnnotation";
const _ARPURA = "AutomatedReasoningPolicyUpdateRuleAnnotation";
const _ARPURM = "AutomatedReasoningPolicyUpdateRuleMutation";
const _ARPUTA = "AutomatedReasoningPolicyUpdateTypeAnnotation";
const _ARPUTM = "AutomatedReasoningPolicyUpdateTypeMutation";
const _ARPUTV = "AutomatedReasoningPolicyUpdateTypeValue";
const _ARPUVA = "AutomatedReasoningPolicyUpdateVariableAnnotation";
const _ARPUVM = "AutomatedReasoningPolicyUpdateVariableMutation";
const _ARPVR = "AutomatedReasoningPolicyVariableReport";
const _ARPVRM = "AutomatedReasoningPolicyVariableReportMap";
const _ARPWTC = "AutomatedReasoningPolicyWorkflowTypeContent";
const _BCB = "ByteContentBlob";
const _BCD = "ByteContentDoc";
const _BDAPOJ = "BatchDeleteAdvancedPromptOptimizationJob";
const _BDAPOJE = "BatchDeleteAdvancedPromptOptimizationJobError";
const _BDAPOJEa = "BatchDeleteAdvancedPromptOptimizationJobErrors";
const _BDAPOJI = "BatchDeleteAdvancedPromptOptimizationJobItem";
const _BDAPOJIa = "BatchDeleteAdvancedPromptOptimizationJobItems";
const _BDAPOJR = "BatchDeleteAdvancedPromptOptimizationJobRequest";
const _BDAPOJRa = "BatchDeleteAdvancedPromptOptimizationJobResponse";
const _BDEJ = "BatchDeleteEvaluationJob";
const _BDEJE = "BatchDeleteEvaluationJobError";
const _BDEJEa = "BatchDeleteEvaluationJobErrors";
const _BDEJI = "BatchDeleteEvaluationJobItem";
const _BDEJIa = "BatchDeleteEvaluationJobItems";
const _BDEJR = "BatchDeleteEvaluationJobRequest";
const _BDEJRa = "BatchDeleteEvaluationJobResponse";
const _BEM = "BedrockEvaluatorModel";
const _BEMe = "BedrockEvaluatorModels";
const _CAPOJ = "CreateAdvancedPromptOptimizationJob";
const _CAPOJR = "CreateAdvancedPromptOptimizationJobRequest";
const _CAPOJRr = "CreateAdvancedPromptOptimizationJobResponse";
const _CARP = "CreateAutomatedReasoningPolicy";
const _CARPBW = "CancelAutomatedReasoningPolicyBuildWorkflow";
const _CARPBWR = "CancelAutomatedReasoningPolicyBuildWorkflowRequest";
const _CARPBWRa = "CancelAutomatedReasoningPolicyBuildWorkflowResponse";
const _CARPR = "CreateAutomatedReasoningPolicyRequest";
const _CARPRr = "CreateAutomatedReasoningPolicyResponse";
const _CARPTC = "CreateAutomatedReasoningPolicyTestCase";
const _CARPTCR = "CreateAutomatedReasoningPolicyTestCaseRequest";
const _CARPTCRr = "CreateAutomatedReasoningPolicyTestCaseResponse";
const _CARPV = "CreateAutomatedReasoningPolicyVersion";
const _CARPVR = "CreateAutomatedReasoningPolicyVersionRequest";
const _CARPVRr = "CreateAutomatedReasoningPolicyVersionResponse";
const _CC = "CustomizationConfig";
const _CCM = "CreateCustomModel";
const _CCMD = "CreateCustomModelDeployment";
const _CCMDR = "CreateCustomModelDeploymentRequest";
const _CCMDRr = "CreateCustomModelDeploymentResponse";
const _CCMR = "CreateCustomModelRequest";
const _CCMRr = "CreateCustomModelResponse";
const _CE = "ConflictException";
const _CEJ = "CreateEvaluationJob";
const _CEJR = "CreateEvaluationJobRequest";
const _CEJRr = "CreateEvaluationJobResponse";
const _CFMA = "CreateFoundationModelAgreement";
const _CFMAR = "CreateFoundationModelAgreementRequest";
const _CFMARr = "CreateFoundationModelAgreementResponse";
const _CG = "CreateGuardrail";
const _CGR = "CreateGuardrailRequest";
const _CGRr = "CreateGuardrailResponse";
const _CGV = "CreateGuardrailVersion";
const _CGVR = "CreateGuardrailVersionRequest";
const _CGVRr = "CreateGuardrailVersionResponse";
const _CIP = "CreateInferenceProfile";
const _CIPR = "CreateInferenceProfileRequest";
const _CIPRr = "CreateInferenceProfileResponse";
const _CMBEM = "CustomMetricBedrockEvaluatorModel";
const _CMBEMu = "CustomMetricBedrockEvaluatorModels";
const _CMCJ = "CreateModelCopyJob";
const _CMCJR = "CreateModelCopyJobRequest";
const _CMCJRr = "CreateModelCopyJobResponse";
const _CMCJRre = "CreateModelCustomizationJobRequest";
const _CMCJRrea = "CreateModelCustomizationJobResponse";
const _CMCJr = "CreateModelCustomizationJob";
const _CMD = "CustomMetricDefinition";
const _CMDS = "CustomModelDeploymentSummary";
const _CMDSL = "CustomModelDeploymentSummaryList";
const _CMDSu = "CustomModelDataSource";
const _CMDUD = "CustomModelDeploymentUpdateDetails";
const _CMEMC = "CustomMetricEvaluatorModelConfig";
const _CMIJ = "CreateModelImportJob";
const _CMIJR = "CreateModelImportJobRequest";
const _CMIJRr = "CreateModelImportJobResponse";
const _CMIJRre = "CreateModelInvocationJobRequest";
const _CMIJRrea = "CreateModelInvocationJobResponse";
const _CMIJr = "CreateModelInvocationJob";
const _CMME = "CreateMarketplaceModelEndpoint";
const _CMMER = "CreateMarketplaceModelEndpointRequest";
const _CMMERr = "CreateMarketplaceModelEndpointResponse";
const _CMS = "CustomModelSummary";
const _CMSL = "CustomModelSummaryList";
const _CMU = "CustomModelUnits";
const _CPMT = "CreateProvisionedModelThroughput";
const _CPMTR = "CreateProvisionedModelThroughputRequest";
const _CPMTRr = "CreateProvisionedModelThroughputResponse";
const _CPR = "CreatePromptRouter";
const _CPRR = "CreatePromptRouterRequest";
const _CPRRr = "CreatePromptRouterResponse";
const _CWC = "CloudWatchConfig";
const _DARP = "DeleteAutomatedReasoningPolicy";
const _DARPBW = "DeleteAutomatedReasoningPolicyBuildWorkflow";
const _DARPBWR = "DeleteAutomatedReasoningPolicyBuildWorkflowRequest";
const _DARPBWRe = "DeleteAutomatedReasoningPolicyBuildWorkflowResponse";
const _DARPR = "DeleteAutomatedReasoningPolicyRequest";
const _DARPRe = "DeleteAutomatedReasoningPolicyResponse";
const _DARPTC = "DeleteAutomatedReasoningPolicyTestCase";
const _DARPTCR = "DeleteAutomatedReasoningPolicyTestCaseRequest";
const _DARPTCRe = "DeleteAutomatedReasoningPolicyTestCaseResponse";
const _DC = "DistillationConfig";
const _DCM = "DeleteCustomModel";
const _DCMD = "DeleteCustomModelDeployment";
const _DCMDR = "DeleteCustomModelDeploymentRequest";
const _DCMDRe = "DeleteCustomModelDeploymentResponse";
const _DCMR = "DeleteCustomModelRequest";
const _DCMRe = "DeleteCustomModelResponse";
const _DEGC = "DeleteEnforcedGuardrailConfiguration";
const _DEGCR = "DeleteEnforcedGuardrailConfigurationRequest";
const _DEGCRe = "DeleteEnforcedGuardrailConfigurationResponse";
const _DFMA = "DeleteFoundationModelAgreement";
const _DFMAR = "DeleteFoundationModelAgreementRequest";
const _DFMARe = "DeleteFoundationModelAgreementResponse";
const _DG = "DeleteGuardrail";
const _DGR = "DeleteGuardrailRequest";
const _DGRe = "DeleteGuardrailResponse";
const _DIM = "DeleteImportedModel";
const _DIMR = "DeleteImportedModelRequest";
const _DIMRe = "DeleteImportedModelResponse";
const _DIP = "DeleteInferenceProfile";
const _DIPR = "DeleteInferenceProfileRequest";
const _DIPRe = "DeleteInferenceProfileResponse";
const _DMILC = "DeleteModelInvocationLoggingConfiguration";
const _DMILCR = "DeleteModelInvocationLoggingConfigurationRequest";
const _DMILCRe = "DeleteModelInvocationLoggingConfigurationResponse";
const _DMME = "DeleteMarketplaceModelEndpoint";
const _DMMER = "DeleteMarketplaceModelEndpointRequest";
const _DMMERe = "DeleteMarketplaceModelEndpointResponse";
const _DMMERer = "DeregisterMarketplaceModelEndpointRequest";
const _DMMERere = "DeregisterMarketplaceModelEndpointResponse";
const _DMMEe = "DeregisterMarketplaceModelEndpoint";
const _DPD = "DataProcessingDetails";
const _DPMT = "DeleteProvisionedModelThroughput";
const _DPMTR = "DeleteProvisionedModelThroughputRequest";
const _DPMTRe = "DeleteProvisionedModelThroughputResponse";
const _DPR = "DimensionalPriceRate";
const _DPRR = "DeletePromptRouterRequest";
const _DPRRe = "DeletePromptRouterResponse";
const _DPRe = "DeletePromptRouter";
const _DRP = "DeleteResourcePolicy";
const _DRPR = "DeleteResourcePolicyRequest";
const _DRPRe = "DeleteResourcePolicyResponse";
const _EARPV = "ExportAutomatedReasoningPolicyVersion";
const _EARPVR = "ExportAutomatedReasoningPolicyVersionRequest";
const _EARPVRx = "ExportAutomatedReasoningPolicyVersionResponse";
const _EBM = "EvaluationBedrockModel";
const _EC = "EndpointConfig";
const _ECv = "EvaluationConfig";
const _ED = "EvaluationDataset";
const _EDL = "EvaluationDatasetLocation";
const _EDMC = "EvaluationDatasetMetricConfig";
const _EDMCv = "EvaluationDatasetMetricConfigs";
const _EDN = "EvaluationDatasetName";
const _EIC = "EvaluationInferenceConfig";
const _EICS = "EvaluationInferenceConfigSummary";
const _EJD = "EvaluationJobDescription";
const _EJI = "EvaluationJobIdentifier";
const _EJIv = "EvaluationJobIdentifiers";
const _EMC = "EvaluationModelConfigs";
const _EMCS = "EvaluationModelConfigSummary";
const _EMCv = "EvaluationModelConfig";
const _EMCva = "EvaluatorModelConfig";
const _EMD = "EvaluationMetricDescription";
const _EMIP = "EvaluationModelInferenceParams";
const _EMN = "EvaluationMetricName";
const _EMNv = "EvaluationMetricNames";
const _EODC = "EvaluationOutputDataConfig";
const _EPIS = "EvaluationPrecomputedInferenceSource";
const _EPRAGSC = "EvaluationPrecomputedRetrieveAndGenerateSourceConfig";
const _EPRSC = "EvaluationPrecomputedRetrieveSourceConfig";
const _EPRSCv = "EvaluationPrecomputedRagSourceConfig";
const _ERCS = "EvaluationRagConfigSummary";
const _ES = "EvaluationSummary";
const _ESGC = "ExternalSourcesGenerationConfiguration";
const _ESRAGC = "ExternalSourcesRetrieveAndGenerateConfiguration";
const _ESv = "EvaluationSummaries";
const _ESx = "ExternalSource";
const _ESxt = "ExternalSources";
const _FA = "FilterAttribute";
const _FFR = "FieldForReranking";
const _FFRi = "FieldsForReranking";
const _FMD = "FoundationModelDetails";
const _FML = "FoundationModelLifecycle";
const _FMS = "FoundationModelSummary";
const _FMSL = "FoundationModelSummaryList";
const _GADR = "GetAccountDataRetention";
const _GADRR = "GetAccountDataRetentionRequest";
const _GADRRe = "GetAccountDataRetentionResponse";
const _GAPOJ = "GetAdvancedPromptOptimizationJob";
const _GAPOJR = "GetAdvancedPromptOptimizationJobRequest";
const _GAPOJRe = "GetAdvancedPromptOptimizationJobResponse";
const _GARP = "GuardrailAutomatedReasoningPolicy";
const _GARPA = "GetAutomatedReasoningPolicyAnnotations";
const _GARPAR = "GetAutomatedReasoningPolicyAnnotationsRequest";
const _GARPARe = "GetAutomatedReasoningPolicyAnnotationsResponse";
const _GARPBW = "GetAutomatedReasoningPolicyBuildWorkflow";
const _GARPBWR = "GetAutomatedReasoningPolicyBuildWorkflowRequest";
const _GARPBWRA = "GetAutomatedReasoningPolicyBuildWorkflowResultAssets";
const _GARPBWRAR = "GetAutomatedReasoningPolicyBuildWorkflowResultAssetsRequest";
const _GARPBWRARe = "GetAutomatedReasoningPolicyBuildWorkflowResultAssetsResponse";
const _GARPBWRe = "GetAutomatedReasoningPolicyBuildWorkflowResponse";
const _GARPC = "GuardrailAutomatedReasoningPolicyConfig";
const _GARPNS = "GetAutomatedReasoningPolicyNextScenario";
const _GARPNSR = "GetAutomatedReasoningPolicyNextScenarioRequest";
const _GARPNSRe = "GetAutomatedReasoningPolicyNextScenarioResponse";
const _GARPR = "GetAutomatedReasoningPolicyRequest";
const _GARPRe = "GetAutomatedReasoningPolicyResponse";
const _GARPTC = "GetAutomatedReasoningPolicyTestCase";
const _GARPTCR = "GetAutomatedReasoningPolicyTestCaseRequest";
const _GARPTCRe = "GetAutomatedReasoningPolicyTestCaseResponse";
const _GARPTR = "GetAutomatedReasoningPolicyTestResult";
const _GARPTRR = "GetAutomatedReasoningPolicyTestResultRequest";
const _GARPTRRe = "GetAutomatedReasoningPolicyTestResultResponse";
const _GARPe = "GetAutomatedReasoningPolicy";
const _GBM = "GuardrailBlockedMessaging";
const _GC = "GenerationConfiguration";
const _GCF = "GuardrailContentFilter";
const _GCFA = "GuardrailContentFilterAction";
const _GCFC = "GuardrailContentFilterConfig";
const _GCFCu = "GuardrailContentFiltersConfig";
const _GCFT = "GuardrailContentFiltersTier";
const _GCFTC = "GuardrailContentFiltersTierConfig";
const _GCFTN = "GuardrailContentFiltersTierName";
const _GCFu = "GuardrailContentFilters";
const _GCGA = "GuardrailContextualGroundingAction";
const _GCGF = "GuardrailContextualGroundingFilter";
const _GCGFC = "GuardrailContextualGroundingFilterConfig";
const _GCGFCu = "GuardrailContextualGroundingFiltersConfig";
const _GCGFu = "GuardrailContextualGroundingFilters";
const _GCGP = "GuardrailContextualGroundingPolicy";
const _GCGPC = "GuardrailContextualGroundingPolicyConfig";
const _GCGT = "GuardrailContextualGroundingTier";
const _GCGTC = "GuardrailContextualGroundingTierConfig";
const _GCGTN = "GuardrailContextualGroundingTierName";
const _GCM = "GetCustomModel";
const _GCMD = "GetCustomModelDeployment";
const _GCMDR = "GetCustomModelDeploymentRequest";
const _GCMDRe = "GetCustomModelDeploymentResponse";
const _GCMR = "GetCustomModelRequest";
const _GCMRe = "GetCustomModelResponse";
const _GCP = "GuardrailContentPolicy";
const _GCPC = "GuardrailContentPolicyConfig";
const _GCRC = "GuardrailCrossRegionConfig";
const _GCRD = "GuardrailCrossRegionDetails";
const _GCr = "GraderConfig";
const _GCu = "GuardrailConfiguration";
const _GD = "GuardrailDescription";
const _GEJ = "GetEvaluationJob";
const _GEJR = "GetEvaluationJobRequest";
const _GEJRe = "GetEvaluationJobResponse";
const _GFM = "GetFoundationModel";
const _GFMA = "GetFoundationModelAvailability";
const _GFMAR = "GetFoundationModelAvailabilityRequest";
const _GFMARe = "GetFoundationModelAvailabilityResponse";
const _GFMR = "GetFoundationModelRequest";
const _GFMRe = "GetFoundationModelResponse";
const _GFR = "GuardrailFailureRecommendation";
const _GFRu = "GuardrailFailureRecommendations";
const _GG = "GetGuardrail";
const _GGR = "GetGuardrailRequest";
const _GGRe = "GetGuardrailResponse";
const _GIM = "GetImportedModel";
const _GIMR = "GetImportedModelRequest";
const _GIMRe = "GetImportedModelResponse";
const _GIP = "GetInferenceProfile";
const _GIPR = "GetInferenceProfileRequest";
const _GIPRe = "GetInferenceProfileResponse";
const _GM = "GuardrailModality";
const _GMCJ = "GetModelCopyJob";
const _GMCJR = "GetModelCopyJobRequest";
const _GMCJRe = "GetModelCopyJobResponse";
const _GMCJRet = "GetModelCustomizationJobRequest";
const _GMCJReto = "GetModelCustomizationJobResponse";
const _GMCJe = "GetModelCustomizationJob";
const _GMIJ = "GetModelImportJob";
const _GMIJR = "GetModelImportJobRequest";
const _GMIJRe = "GetModelImportJobResponse";
const _GMIJRet = "GetModelInvocationJobRequest";
const _GMIJReto = "GetModelInvocationJobResponse";
const _GMIJe = "GetModelInvocationJob";
const _GMILC = "GetModelInvocationLoggingConfiguration";
const _GMILCR = "GetModelInvocationLoggingConfigurationRequest";
const _GMILCRe = "GetModelInvocationLoggingConfigurationResponse";
const _GMME = "GetMarketplaceModelEndpoint";
const _GMMER = "GetMarketplaceModelEndpointRequest";
const _GMMERe = "GetMarketplaceModelEndpointResponse";
const _GMW = "GuardrailManagedWords";
const _GMWC = "GuardrailManagedWordsConfig";
const _GMWL = "GuardrailManagedWordLists";
const _GMWLC = "GuardrailManagedWordListsConfig";
const _GMu = "GuardrailModalities";
const _GN = "GuardrailName";
const _GPE = "GuardrailPiiEntity";
const _GPEC = "GuardrailPiiEntityConfig";
const _GPECu = "GuardrailPiiEntitiesConfig";
const _GPEu = "GuardrailPiiEntities";
const _GPMT = "GetProvisionedModelThroughput";
const _GPMTR = "GetProvisionedModelThroughputRequest";
const _GPMTRe = "GetProvisionedModelThroughputResponse";
const _GPR = "GetPromptRouter";
const _GPRR = "GetPromptRouterRequest";
const _GPRRe = "GetPromptRouterResponse";
const _GR = "GuardrailRegex";
const _GRC = "GuardrailRegexConfig";
const _GRCu = "GuardrailRegexesConfig";
const _GRP = "GetResourcePolicy";
const _GRPR = "GetResourcePolicyRequest";
const _GRPRe = "GetResourcePolicyResponse";
const _GRu = "GuardrailRegexes";
const _GS = "GuardrailSummary";
const _GSIP = "GuardrailSensitiveInformationPolicy";
const _GSIPC = "GuardrailSensitiveInformationPolicyConfig";
const _GSR = "GuardrailStatusReason";
const _GSRu = "GuardrailStatusReasons";
const _GSu = "GuardrailSummaries";
const _GT = "GuardrailTopic";
const _GTA = "GuardrailTopicAction";
const _GTC = "GuardrailTopicConfig";
const _GTCu = "GuardrailTopicsConfig";
const _GTD = "GuardrailTopicDefinition";
const _GTE = "GuardrailTopicExample";
const _GTEu = "GuardrailTopicExamples";
const _GTN = "GuardrailTopicName";
const _GTP = "GuardrailTopicPolicy";
const _GTPC = "GuardrailTopicPolicyConfig";
const _GTT = "GuardrailTopicsTier";
const _GTTC = "GuardrailTopicsTierConfig";
const _GTTN = "GuardrailTopicsTierName";
const _GTu = "GuardrailTopics";
const _GUCFMA = "GetUseCaseForModelAccess";
const _GUCFMAR = "GetUseCaseForModelAccessRequest";
const _GUCFMARe = "GetUseCaseForModelAccessResponse";
const _GW = "GuardrailWord";
const _GWA = "GuardrailWordAction";
const _GWC = "GuardrailWordConfig";
const _GWCu = "GuardrailWordsConfig";
const _GWP = "GuardrailWordPolicy";
const _GWPC = "GuardrailWordPolicyConfig";
const _GWu = "GuardrailWords";
const _HEC = "HumanEvaluationConfig";
const _HECM = "HumanEvaluationCustomMetric";
const _HECMu = "HumanEvaluationCustomMetrics";
const _HTI = "HumanTaskInstructions";
const _HWC = "HumanWorkflowConfig";
const _I = "Identifier";
const _IC = "InferenceConfiguration";
const _IFC = "ImplicitFilterConfiguration";
const _ILC = "InvocationLogsConfig";
const _ILS = "InvocationLogSource";
const _IMS = "ImportedModelSummary";
const _IMSL = "ImportedModelSummaryList";
const _IPD = "InferenceProfileDescription";
const _IPM = "InferenceProfileModel";
const _IPMS = "InferenceProfileModelSource";
const _IPMn = "InferenceProfileModels";
const _IPS = "InferenceProfileSummary";
const _IPSn = "InferenceProfileSummaries";
const _ISE = "InternalServerException";
const _KBC = "KnowledgeBaseConfig";
const _KBRAGC = "KnowledgeBaseRetrieveAndGenerateConfiguration";
const _KBRC = "KnowledgeBaseRetrievalConfiguration";
const _KBVSC = "KnowledgeBaseVectorSearchConfiguration";
const _KIC = "KbInferenceConfig";
const _LAPOJ = "ListAdvancedPromptOptimizationJobs";
const _LAPOJR = "ListAdvancedPromptOptimizationJobsRequest";
const _LAPOJRi = "ListAdvancedPromptOptimizationJobsResponse";
const _LARP = "ListAutomatedReasoningPolicies";
const _LARPBW = "ListAutomatedReasoningPolicyBuildWorkflows";
const _LARPBWR = "ListAutomatedReasoningPolicyBuildWorkflowsRequest";
const _LARPBWRi = "ListAutomatedReasoningPolicyBuildWorkflowsResponse";
const _LARPR = "ListAutomatedReasoningPoliciesRequest";
const _LARPRi = "ListAutomatedReasoningPoliciesResponse";
const _LARPTC = "ListAutomatedReasoningPolicyTestCases";
const _LARPTCR = "ListAutomatedReasoningPolicyTestCasesRequest";
const _LARPTCRi = "ListAutomatedReasoningPolicyTestCasesResponse";
const _LARPTR = "ListAutomatedReasoningPolicyTestResults";
const _LARPTRR = "ListAutomatedReasoningPolicyTestResultsRequest";
const _LARPTRRi = "ListAutomatedReasoningPolicyTestResultsResponse";
const _LC = "LoggingConfig";
const _LCM = "ListCustomModels";
const _LCMD = "ListCustomModelDeployments";
const _LCMDR = "ListCustomModelDeploymentsRequest";
const _LCMDRi = "ListCustomModelDeploymentsResponse";
const _LCMR = "ListCustomModelsRequest";
const _LCMRi = "ListCustomModelsResponse";
const _LEGC = "ListEnforcedGuardrailsConfiguration";
const _LEGCR = "ListEnforcedGuardrailsConfigurationRequest";
const _LEGCRi = "ListEnforcedGuardrailsConfigurationResponse";
const _LEJ = "ListEvaluationJobs";
const _LEJR = "ListEvaluationJobsRequest";
const _LEJRi = "ListEvaluationJobsResponse";
const _LFM = "ListFoundationModels";
const _LFMAO = "ListFoundationModelAgreementOffers";
const _LFMAOR = "ListFoundationModelAgreementOffersRequest";
const _LFMAORi = "ListFoundationModelAgreementOffersResponse";
const _LFMR = "ListFoundationModelsRequest";
const _LFMRi = "ListFoundationModelsResponse";
const _LG = "ListGuardrails";
const _LGC = "LambdaGraderConfig";
const _LGR = "ListGuardrailsRequest";
const _LGRi = "ListGuardrailsResponse";
const _LIM = "ListImportedModels";
const _LIMR = "ListImportedModelsRequest";
const _LIMRi = "ListImportedModelsResponse";
const _LIP = "ListInferenceProfiles";
const _LIPR = "ListInferenceProfilesRequest";
const _LIPRi = "ListInferenceProfilesResponse";
const _LMCJ = "ListModelCopyJobs";
const _LMCJR = "ListModelCopyJobsRequest";
const _LMCJRi = "ListModelCopyJobsResponse";
const _LMCJRis = "ListModelCustomizationJobsRequest";
const _LMCJRist = "ListModelCustomizationJobsResponse";
const _LMCJi = "ListModelCustomizationJobs";
const _LMIJ = "ListModelImportJobs";
const _LMIJR = "ListModelImportJobsRequest";
const _LMIJRi = "ListModelImportJobsResponse";
const _LMIJRis = "ListModelInvocationJobsRequest";
const _LMIJRist = "ListModelInvocationJobsResponse";
const _LMIJi = "ListModelInvocationJobs";
const _LMME = "ListMarketplaceModelEndpoints";
const _LMMER = "ListMarketplaceModelEndpointsRequest";
const _LMMERi = "ListMarketplaceModelEndpointsResponse";
const _LPMT = "ListProvisionedModelThroughputs";
const _LPMTR = "ListProvisionedModelThroughputsRequest";
const _LPMTRi = "ListProvisionedModelThroughputsResponse";
const _LPR = "ListPromptRouters";
const _LPRR = "ListPromptRoutersRequest";
const _LPRRi = "ListPromptRoutersResponse";
const _LT = "LegalTerm";
const _LTFR = "ListTagsForResource";
const _LTFRR = "ListTagsForResourceRequest";
const _LTFRRi = "ListTagsForResourceResponse";
const _M = "Message";
const _MAS = "MetadataAttributeSchema";
const _MASL = "MetadataAttributeSchemaList";
const _MC = "ModelConfiguration";
const _MCFR = "MetadataConfigurationForReranking";
const _MCJS = "ModelCopyJobSummary";
const _MCJSo = "ModelCustomizationJobSummary";
const _MCJSod = "ModelCopyJobSummaries";
const _MCJSode = "ModelCustomizationJobSummaries";
const _MCo = "ModelConfigurations";
const _MDS = "ModelDataSource";
const _ME = "ModelEnforcement";
const _MIJIDC = "ModelInvocationJobInputDataConfig";
const _MIJODC = "ModelInvocationJobOutputDataConfig";
const _MIJS = "ModelImportJobSummary";
const _MIJSIDC = "ModelInvocationJobS3InputDataConfig";
const _MIJSODC = "ModelInvocationJobS3OutputDataConfig";
const _MIJSo = "ModelInvocationJobSummary";
const _MIJSod = "ModelImportJobSummaries";
const _MIJSode = "ModelInvocationJobSummaries";
const _MME = "MarketplaceModelEndpoint";
const _MMES = "MarketplaceModelEndpointSummary";
const _MMESa = "MarketplaceModelEndpointSummaries";
const _MN = "MetricName";
const _MPADS = "ModelPackageArnDataSource";
const _O = "Offer";
const _OC = "OrchestrationConfiguration";
const _ODC = "OutputDataConfig";
const _Of = "Offers";
const _PADR = "PutAccountDataRetention";
const _PADRR = "PutAccountDataRetentionRequest";
const _PADRRu = "PutAccountDataRetentionResponse";
const _PC = "PerformanceConfiguration";
const _PEGC = "PutEnforcedGuardrailConfiguration";
const _PEGCR = "PutEnforcedGuardrailConfigurationRequest";
const _PEGCRu = "PutEnforcedGuardrailConfigurationResponse";
const _PMILC = "PutModelInvocationLoggingConfiguration";
const _PMILCR = "PutModelInvocationLoggingConfigurationRequest";
const _PMILCRu = "PutModelInvocationLoggingConfigurationResponse";
const _PMS = "ProvisionedModelSummary";
const _PMSr = "ProvisionedModelSummaries";
const _PRD = "PromptRouterDescription";
const _PRP = "PutResourcePolicy";
const _PRPR = "PutResourcePolicyRequest";
const _PRPRu = "PutResourcePolicyResponse";
const _PRS = "PromptRouterSummary";
const _PRSr = "PromptRouterSummaries";
const _PRTM = "PromptRouterTargetModel";
const _PRTMr = "PromptRouterTargetModels";
const _PT = "PricingTerm";
const _PTr = "PromptTemplate";
const _PUCFMA = "PutUseCaseForModelAccess";
const _PUCFMAR = "PutUseCaseForModelAccessRequest";
const _PUCFMARu = "PutUseCaseForModelAccessResponse";
const _QTC = "QueryTransformationConfiguration";
const _RAGC = "RetrieveAndGenerateConfiguration";
const _RAGCo = "RAGConfig";
const _RC = "RetrieveConfig";
const _RCa = "RagConfigs";
const _RCat = "RateCard";
const _RCo = "RoutingCriteria";
const _RF = "RetrievalFilter";
const _RFL = "RetrievalFilterList";
const _RFTC = "RFTConfig";
const _RFTHP = "RFTHyperParameters";
const _RIUE = "ResourceInUseException";
const _RMBF = "RequestMetadataBaseFilters";
const _RMF = "RequestMetadataFilters";
const _RMFL = "RequestMetadataFiltersList";
const _RMM = "RequestMetadataMap";
const _RMME = "RegisterMarketplaceModelEndpoint";
const _RMMER = "RegisterMarketplaceModelEndpointRequest";
const _RMMERe = "RegisterMarketplaceModelEndpointResponse";
const _RMSMC = "RerankingMetadataSelectiveModeConfiguration";
const _RNFE = "ResourceNotFoundException";
const _RS = "RatingScale";
const _RSI = "RatingScaleItem";
const _RSIV = "RatingScaleItemValue";
const _SAPOJ = "StopAdvancedPromptOptimizationJob";
const _SAPOJR = "StopAdvancedPromptOptimizationJobRequest";
const _SAPOJRt = "StopAdvancedPromptOptimizationJobResponse";
const _SARPBW = "StartAutomatedReasoningPolicyBuildWorkflow";
const _SARPBWR = "StartAutomatedReasoningPolicyBuildWorkflowRequest";
const _SARPBWRt = "StartAutomatedReasoningPolicyBuildWorkflowResponse";
const _SARPTW = "StartAutomatedReasoningPolicyTestWorkflow";
const _SARPTWR = "StartAutomatedReasoningPolicyTestWorkflowRequest";
const _SARPTWRt = "StartAutomatedReasoningPolicyTestWorkflowResponse";
const _SC = "S3Config";
const _SCG = "SelectiveContentGuarding";
const _SD = "StatusDetails";
const _SDS = "S3DataSource";
const _SEJ = "StopEvaluationJob";
const _SEJR = "StopEvaluationJobRequest";
const _SEJRt = "StopEvaluationJobResponse";
const _SMCJ = "StopModelCustomizationJob";
const _SMCJR = "StopModelCustomizationJobRequest";
const _SMCJRt = "StopModelCustomizationJobResponse";
const _SME = "SageMakerEndpoint";
const _SMIJ = "StopModelInvocationJob";
const _SMIJR = "StopModelInvocationJobRequest";
const _SMIJRt = "StopModelInvocationJobResponse";
const _SOD = "S3ObjectDoc";
const _SQEE = "ServiceQuotaExceededException";
const _ST = "SupportTerm";
const _SUE = "ServiceUnavailableException";
const _T = "Tag";
const _TD = "TermDetails";
const _TDC = "TrainingDataConfig";
const _TDr = "TrainingDetails";
const _TE = "ThrottlingException";
const _TIC = "TextInferenceConfig";
const _TL = "TagList";
const _TM = "TrainingMetrics";
const _TMC = "TeacherModelConfig";
const _TMTE = "TooManyTagsException";
const _TPT = "TextPromptTemplate";
const _TR = "TagResource";
const _TRR = "TagResourceRequest";
const _TRRa = "TagResourceResponse";
const _UARP = "UpdateAutomatedReasoningPolicy";
const _UARPA = "UpdateAutomatedReasoningPolicyAnnotations";
const _UARPAR = "UpdateAutomatedReasoningPolicyAnnotationsRequest";
const _UARPARp = "UpdateAutomatedReasoningPolicyAnnotationsResponse";
const _UARPR = "UpdateAutomatedReasoningPolicyRequest";
const _UARPRp = "UpdateAutomatedReasoningPolicyResponse";
const _UARPTC = "UpdateAutomatedReasoningPolicyTestCase";
const _UARPTCR = "UpdateAutomatedReasoningPolicyTestCaseRequest";
const _UARPTCRp = "UpdateAutomatedReasoningPolicyTestCaseResponse";
const _UCMD = "UpdateCustomModelDeployment";
const _UCMDR = "UpdateCustomModelDeploymentRequest";
const _UCMDRp = "UpdateCustomModelDeploymentResponse";
const _UG = "UpdateGuardrail";
const _UGR = "UpdateGuardrailRequest";
const _UGRp = "UpdateGuardrailResponse";
const _UMME = "UpdateMarketplaceModelEndpoint";
const _UMMER = "UpdateMarketplaceModelEndpointRequest";
const _UMMERp = "UpdateMarketplaceModelEndpointResponse";
const _UPMT = "UpdateProvisionedModelThroughput";
const _UPMTR = "UpdateProvisionedModelThroughputRequest";
const _UPMTRp = "UpdateProvisionedModelThroughputResponse";
const _UR = "UntagResource";
const _URR = "UntagResourceRequest";
const _URRn = "UntagResourceResponse";
const _V = "Validator";
const _VC = "VpcConfig";
const _VD = "ValidationDetails";
const _VDC = "ValidationDataConfig";
const _VE = "ValidationException";
const _VM = "ValidatorMetric";
const _VMa = "ValidationMetrics";
const _VSBRC = "VectorSearchBedrockRerankingConfiguration";
const _VSBRMC = "VectorSearchBedrockRerankingModelConfiguration";
const _VSRC = "VectorSearchRerankingConfiguration";
const _VT = "ValidityTerm";
const _Va = "Validators";
const _a = "annotation";
const _aA = "agreementAvailability";
const _aAn = "andAll";
const _aD = "agreementDuration";
const _aDDE = "audioDataDeliveryEnabled";
const _aE = "alternateExpression";
const _aEc = "acceptEula";
const _aI = "assetId";
const _aJ = "accuracyJustification";
const _aM = "assetManifest";
const _aMRF = "additionalModelRequestFields";
const _aN = "assetName";
const _aPOJ = "advancedPromptOptimizationJobs";
const _aR = "addRule";
const _aRFNL = "addRuleFromNaturalLanguage";
const _aRP = "automatedReasoningPolicy";
const _aRPBWS = "automatedReasoningPolicyBuildWorkflowSummaries";
const _aRPC = "automatedReasoningPolicyConfig";
const _aRPS = "automatedReasoningPolicySummaries";
const _aS = "accuracyScore";
const _aSH = "annotationSetHash";
const _aSt = "atomicStatements";
const _aSu = "authorizationStatus";
const _aT = "assetType";
const _aTE = "applicationTypeEquals";
const _aTFR = "aggregatedTestFindingsResult";
const _aTV = "addTypeValue";
const _aTd = "addType";
const _aTp = "applicationType";
const _aV = "addVariable";
const _ac = "action";
const _an = "annotations";
const _ar = "arn";
const _au = "automated";
const _bC = "byteContent";
const _bCT = "byCustomizationType";
const _bEM = "bedrockEvaluatorModels";
const _bIM = "blockedInputMessaging";
const _bIT = "byInferenceType";
const _bKBI = "bedrockKnowledgeBaseIdentifiers";
const _bL = "buildLog";
const _bM = "bedrockModel";
const _bMA = "baseModelArn";
const _bMAE = "baseModelArnEquals";
const _bMI = "baseModelIdentifier";
const _bMIe = "bedrockModelIdentifiers";
const _bMN = "baseModelName";
const _bN = "bucketName";
const _bOM = "blockedOutputsMessaging";
const _bOMy = "byOutputModality";
const _bP = "byProvider";
const _bRC = "bedrockRerankingConfiguration";
const _bS = "buildSteps";
const _bSa = "batchSize";
const _bWA = "buildWorkflowAssets";
const _bWI = "buildWorkflowId";
const _bWT = "buildWorkflowType";
const _c = "client";
const _cA = "createdAt";
const _cAr = "createdAfter";
const _cB = "createdBy";
const _cBr = "createdBefore";
const _cC = "customizationConfig";
const _cD = "commitmentDuration";
const _cEKI = "customerEncryptionKeyId";
const _cET = "commitmentExpirationTime";
const _cF = "copyFrom";
const _cFS = "claimsFalseScenario";
const _cGP = "contextualGroundingPolicy";
const _cGPC = "contextualGroundingPolicyConfig";
const _cI = "configId";
const _cM = "customMetrics";
const _cMA = "customModelArn";
const _cMC = "customMetricConfig";
const _cMD = "customMetricDefinition";
const _cMDA = "customModelDeploymentArn";
const _cMDI = "customModelDeploymentIdentifier";
const _cMDN = "customModelDeploymentName";
const _cMDS = "customModelDataSource";
const _cMEMI = "customMetricsEvaluatorModelIdentifiers";
const _cMKKI = "customModelKmsKeyId";
const _cMN = "customModelName";
const _cMT = "customModelTags";
const _cMU = "customModelUnits";
const _cMUPMC = "customModelUnitsPerModelCopy";
const _cMUV = "customModelUnitsVersion";
const _cP = "contentPolicy";
const _cPC = "contentPolicyConfig";
const _cR = "contradictingRules";
const _cRC = "crossRegionConfig";
const _cRD = "crossRegionDetails";
const _cRT = "clientRequestToken";
const _cRo = "conflictingRules";
const _cS = "coverageScore";
const _cSu = "customizationsSupported";
const _cT = "creationTime";
const _cTA = "creationTimeAfter";
const _cTB = "creationTimeBefore";
const _cTS = "claimsTrueScenario";
const _cTl = "clientToken";
const _cTo = "confidenceThreshold";
const _cTon = "contentType";
const _cTu = "customizationType";
const _cWC = "cloudWatchConfig";
const _cl = "claims";
const _co = "confidence";
const _cod = "code";
const _con = "content";
const _cont = "context";
const _d = "description";
const _dC = "documentContent";
const _dCT = "documentContentType";
const _dCi = "distillationConfig";
const _dD = "documentDescription";
const _dH = "documentHash";
const _dHe = "definitionHash";
const _dI = "documentId";
const _dL = "datasetLocation";
const _dMA = "desiredModelArn";
const _dMC = "datasetMetricConfigs";
const _dMI = "desiredModelId";
const _dMU = "desiredModelUnits";
const _dN = "documentName";
const _dPD = "dataProcessingDetails";
const _dPMN = "desiredProvisionedModelName";
const _dR = "deleteRule";
const _dRS = "disjointRuleSets";
const _dS = "differenceScenarios";
const _dSo = "documentSources";
const _dT = "deleteType";
const _dTV = "deleteTypeValue";
const _dV = "deleteVariable";
const _da = "data";
const _dat = "dataset";
const _de = "definition";
const _di = "dimension";
const _do = "document";
const _doc = "documents";
const _e = "error";
const _eA = "endpointArn";
const _eAFR = "expectedAggregatedFindingsResult";
const _eAn = "entitlementAvailability";
const _eC = "evaluationConfig";
const _eCn = "endpointConfig";
const _eCp = "epochCount";
const _eDDE = "embeddingDataDeliveryEnabled";
const _eI = "endpointIdentifier";
const _eIv = "evalInterval";
const _eJ = "evaluationJobs";
const _eKA = "encryptionKeyArn";
const _eM = "errorMessage";
const _eMC = "evaluatorModelConfig";
const _eMI = "evaluatorModelIdentifiers";
const _eMx = "excludedModels";
const _eN = "endpointName";
const _eOLT = "endOfLifeTime";
const _eR = "expectedResult";
const _eRC = "errorRecordCount";
const _eRx = "executionRole";
const _eS = "endpointStatus";
const _eSC = "externalSourcesConfiguration";
const _eSM = "endpointStatusMessage";
const _eT = "endTime";
const _eTT = "evaluationTaskTypes";
const _en = "entries";
const _ena = "enabled";
const _eq = "equals";
const _er = "errors";
const _ex = "expression";
const _exa = "examples";
const _f = "feedback";
const _fC = "filtersConfig";
const _fD = "formData";
const _fDA = "flowDefinitionArn";
const _fM = "fallbackModel";
const _fMA = "foundationModelArn";
const _fMAE = "foundationModelArnEquals";
const _fMa = "failureMessage";
const _fMai = "failureMessages";
const _fN = "fieldName";
const _fR = "failureRecommendations";
const _fRi = "fidelityReport";
const _fTE = "fieldsToExclude";
const _fTI = "fieldsToInclude";
const _fV = "floatValue";
const _fi = "filters";
const _fil = "filter";
const _fo = "force";
const _g = "guardrails";
const _gA = "guardrailArn";
const _gC = "guardContent";
const _gCe = "generationConfiguration";
const _gCr = "graderConfig";
const _gCu = "guardrailConfiguration";
const _gCua = "guardrailsConfig";
const _gFRC = "generateFidelityReportContent";
const _gI = "guardrailIdentifier";
const _gIC = "guardrailInferenceConfig";
const _gIu = "guardrailId";
const _gJ = "groundingJustifications";
const _gPA = "guardrailProfileArn";
const _gPI = "guardrailProfileIdentifier";
const _gPIu = "guardrailProfileId";
const _gS = "groundingStatements";
const _gT = "greaterThan";
const _gTC = "generatedTestCases";
const _gTOE = "greaterThanOrEquals";
const _gV = "guardrailVersion";
const _h = "human";
const _hE = "httpError";
const _hH = "httpHeader";
const _hP = "hyperParameters";
const _hQ = "httpQuery";
const _hWC = "humanWorkflowConfig";
const _ht = "http";
const _i = "id";
const _iA = "inputAction";
const _iC = "inputConfig";
const _iCS = "inferenceConfigSummary";
const _iCn = "inferenceConfig";
const _iCng = "ingestContent";
const _iDC = "inputDataConfig";
const _iDDE = "imageDataDeliveryEnabled";
const _iE = "inputEnabled";
const _iFC = "implicitFilterConfiguration";
const _iIC = "initialInstanceCount";
const _iJS = "invocationJobSummaries";
const _iLC = "invocationLogsConfig";
const _iLS = "invocationLogSource";
const _iM = "inputModalities";
const _iMA = "importedModelArn";
const _iMKKA = "importedModelKmsKeyArn";
const _iMKKI = "importedModelKmsKeyId";
const _iMN = "importedModelName";
const _iMT = "importedModelTags";
const _iMTn = "inferenceMaxTokens";
const _iMn = "includedModels";
const _iO = "isOwned";
const _iP = "inferenceParams";
const _iPA = "inferenceProfileArn";
const _iPI = "inferenceProfileIdentifier";
const _iPIn = "inferenceProfileId";
const _iPN = "inferenceProfileName";
const _iPS = "inferenceProfileSummaries";
const _iRC = "iterativeRefinementContent";
const _iS = "instructSupported";
const _iSI = "inferenceSourceIdentifier";
const _iSn = "inputStrength";
const _iT = "inputTags";
const _iTS = "inferenceTypesSupported";
const _iTd = "idempotencyToken";
const _iTn = "instanceType";
const _id = "identifier";
const _im = "impossible";
const _in = "instructions";
const _in_ = "in";
const _inv = "invalid";
const _jA = "jobArn";
const _jD = "jobDescription";
const _jET = "jobExpirationTime";
const _jI = "jobIdentifier";
const _jIo = "jobIdentifiers";
const _jN = "jobName";
const _jS = "jobStatus";
const _jSo = "jobSummaries";
const _jT = "jobTags";
const _jTo = "jobType";
const _k = "key";
const _kBC = "knowledgeBaseConfiguration";
const _kBCn = "knowledgeBaseConfig";
const _kBI = "knowledgeBaseId";
const _kBRC = "knowledgeBaseRetrievalConfiguration";
const _kEK = "kmsEncryptionKey";
const _kIC = "kbInferenceConfig";
const _kKA = "kmsKeyArn";
const _kKI = "kmsKeyId";
const _kP = "keyPrefix";
const _l = "logic";
const _lA = "lambdaArn";
const _lC = "loggingConfig";
const _lCi = "listContains";
const _lDDSC = "largeDataDeliveryS3Config";
const _lG = "lambdaGrader";
const _lGN = "logGroupName";
const _lMT = "lastModifiedTime";
const _lN = "lineNumber";
const _lR = "learningRate";
const _lT = "lineText";
const _lTOE = "lessThanOrEquals";
const _lTe = "legacyTime";
const _lTeg = "legalTerm";
const _lTes = "lessThan";
const _lUA = "lastUpdatedAt";
const _lUASH = "lastUpdatedAnnotationSetHash";
const _lUDH = "lastUpdatedDefinitionHash";
const _lW = "logicWarning";
const _la = "latency";
const _li = "lines";
const _lin = "line";
const _lo = "location";
const _m = "message";
const _mA = "modelArn";
const _mAE = "modelArnEquals";
const _mAe = "metadataAttributes";
const _mAo = "modelArchitecture";
const _mC = "modelConfigurations";
const _mCJS = "modelCopyJobSummaries";
const _mCJSo = "modelCustomizationJobSummaries";
const _mCS = "modelConfigSummary";
const _mCe = "metadataConfiguration";
const _mCo = "modelConfiguration";
const _mD = "modelDetails";
const _mDN = "modelDeploymentName";
const _mDS = "modelDataSource";
const _mDSo = "modelDeploymentSummaries";
const _mE = "modelEnforcement";
const _mI = "modelIdentifier";
const _mIJS = "modelImportJobSummaries";
const _mIT = "modelInvocationType";
const _mIo = "modelId";
const _mIod = "modelIdentifiers";
const _mKKA = "modelKmsKeyArn";
const _mKKI = "modelKmsKeyId";
const _mL = "modelLifecycle";
const _mME = "marketplaceModelEndpoint";
const _mMEa = "marketplaceModelEndpoints";
const _mN = "modelName";
const _mNe = "metricNames";
const _mPA = "modelPackageArn";
const _mPADS = "modelPackageArnDataSource";
const _mPL = "maxPromptLength";
const _mR = "maxResults";
const _mRLFI = "maxResponseLengthForInference";
const _mS = "modelSource";
const _mSC = "modelSourceConfig";
const _mSE = "modelSourceEquals";
const _mSI = "modelSourceIdentifier";
const _mSo = "modelStatus";
const _mSod = "modelSummaries";
const _mT = "messageType";
const _mTa = "maxTokens";
const _mTo = "modelTags";
const _mU = "modelUnits";
const _mWL = "managedWordLists";
const _mWLC = "managedWordListsConfig";
const _me = "messages";
const _mo = "models";
const _mod = "mode";
const _mu = "mutation";
const _n = "name";
const _nC = "nameContains";
const _nE = "notEquals";
const _nI = "notIn";
const _nL = "naturalLanguage";
const _nN = "newName";
const _nOR = "numberOfResults";
const _nORR = "numberOfRerankedResults";
const _nT = "nextToken";
const _nTo = "noTranslations";
const _nV = "newValue";
const _o = "owner";
const _oA = "outputAction";
const _oAI = "ownerAccountId";
const _oAr = "orAll";
const _oC = "outputConfig";
const _oCr = "orchestrationConfiguration";
const _oDC = "outputDataConfig";
const _oE = "outputEnabled";
const _oI = "offerId";
const _oM = "outputModalities";
const _oMA = "outputModelArn";
const _oMKKA = "outputModelKmsKeyArn";
const _oMN = "outputModelName";
const _oMNC = "outputModelNameContains";
const _oS = "outputStrength";
const _oST = "overrideSearchType";
const _oT = "offerToken";
const _oTf = "offerType";
const _of = "offers";
const _op = "options";
const _p = "premises";
const _pA = "policyArn";
const _pC = "performanceConfig";
const _pD = "policyDefinition";
const _pDR = "policyDefinitionRule";
const _pDT = "policyDefinitionType";
const _pDV = "policyDefinitionVariable";
const _pE = "priorElement";
const _pEAT = "publicExtendedAccessTime";
const _pEC = "piiEntitiesConfig";
const _pEi = "piiEntities";
const _pI = "policyId";
const _pIS = "precomputedInferenceSource";
const _pISI = "precomputedInferenceSourceIdentifiers";
const _pMA = "provisionedModelArn";
const _pMI = "provisionedModelId";
const _pMN = "provisionedModelName";
const _pMS = "provisionedModelSummaries";
const _pN = "pageNumber";
const _pNr = "providerName";
const _pRA = "promptRouterArn";
const _pRAo = "policyRepairAssets";
const _pRC = "processedRecordCount";
const _pRN = "promptRouterName";
const _pRS = "promptRouterSummaries";
const _pRSC = "precomputedRagSourceConfig";
const _pRSI = "precomputedRagSourceIdentifiers";
const _pS = "policyScenarios";
const _pT = "promptTemplate";
const _pV = "policyVariable";
const _pVA = "policyVersionArn";
const _pa = "pattern";
const _pl = "planning";
const _po = "policies";
const _pr = "price";
const _qC = "queryContent";
const _qR = "qualityReport";
const _qTC = "queryTransformationConfiguration";
const _r = "rule";
const _rA = "roleArn";
const _rAGC = "retrieveAndGenerateConfig";
const _rAGSC = "retrieveAndGenerateSourceConfig";
const _rARN = "resourceARN";
const _rAe = "resourceArn";
const _rAeg = "regionAvailability";
const _rC = "ruleCount";
const _rCS = "ragConfigSummary";
const _rCa = "rateCard";
const _rCag = "ragConfigs";
const _rCe = "regexesConfig";
const _rCer = "rerankingConfiguration";
const _rCet = "retrievalConfiguration";
const _rCetr = "retrieveConfig";
const _rCf = "rftConfig";
const _rCo = "routingCriteria";
const _rE = "reasoningEffort";
const _rI = "ruleId";
const _rIa = "ragIdentifiers";
const _rIu = "ruleIds";
const _rM = "ratingMethod";
const _rMF = "requestMetadataFilters";
const _rN = "resourceName";
const _rP = "resourcePolicy";
const _rPD = "refundPolicyDescription";
const _rQD = "responseQualityDifference";
const _rR = "ruleReports";
const _rS = "ratingScale";
const _rSC = "retrieveSourceConfig";
const _rSI = "ragSourceIdentifier";
const _rSS = "responseStreamingSupported";
const _re = "regexes";
const _ru = "rules";
const _s = "smithy.ts.sdk.synthetic.com.amazonaws.bedrock";
const _sAE = "sourceAccountEquals";
const _sAI = "sourceAccountId";
const _sB = "sortBy";
const _sBO = "s3BucketOwner";
const _sC = "s3Config";
const _sCG = "selectiveContentGuarding";
const _sCo = "sourceContent";
const _sCt = "stringContains";
const _sD = "statusDetails";
const _sDS = "s3DataSource";
const _sE = "scenarioExpression";
const _sEKI = "s3EncryptionKeyId";
const _sEt = "statusEquals";
const _sGI = "securityGroupIds";
const _sI = "statementId";
const _sIDC = "s3InputDataConfig";
const _sIF = "s3InputFormat";
const _sIP = "sensitiveInformationPolicy";
const _sIPC = "sensitiveInformationPolicyConfig";
const _sIu = "subnetIds";
const _sL = "s3Location";
const _sM = "statusMessage";
const _sMA = "sourceModelArn";
const _sMAE = "sourceModelArnEquals";
const _sMC = "selectiveModeConfiguration";
const _sMN = "sourceModelName";
const _sMa = "sageMaker";
const _sMe = "selectionMode";
const _sO = "sortOrder";
const _sODC = "s3OutputDataConfig";
const _sOLT = "startOfLifeTime";
const _sR = "supportingRules";
const _sRC = "successRecordCount";
const _sRt = "statusReasons";
const _sS = "stopSequences";
const _sT = "sourceType";
const _sTA = "submitTimeAfter";
const _sTB = "submitTimeBefore";
const _sTu = "submitTime";
const _sTup = "supportTerm";
const _sU = "s3Uri";
const _sV = "stringValue";
const _sW = "startsWith";
const _sa = "satisfiable";
const _sc = "scenario";
const _se = "server";
const _so = "sources";
const _st = "status";
const _sta = "statements";
const _sy = "system";
const _t = "translation";
const _tA = "translationAmbiguous";
const _tC = "typeCount";
const _tCI = "testCaseId";
const _tCIe = "testCaseIds";
const _tCe = "testCase";
const _tCes = "testCases";
const _tCi = "tierConfig";
const _tCo = "topicsConfig";
const _tCoo = "tooComplex";
const _tD = "termDetails";
const _tDC = "trainingDataConfig";
const _tDDE = "textDataDeliveryEnabled";
const _tDIH = "timeoutDurationInHours";
const _tDr = "trainingDetails";
const _tE = "typeEquals";
const _tF = "testFindings";
const _tIC = "textInferenceConfig";
const _tK = "tagKeys";
const _tL = "trainingLoss";
const _tM = "trainingMetrics";
const _tMA = "targetModelArn";
const _tMC = "teacherModelConfig";
const _tMI = "teacherModelIdentifier";
const _tMKKA = "targetModelKmsKeyArn";
const _tMN = "targetModelName";
const _tMNC = "targetModelNameContains";
const _tMT = "targetModelTags";
const _tN = "typeName";
const _tNi = "tierName";
const _tP = "topicPolicy";
const _tPC = "topicPolicyConfig";
const _tPT = "textPromptTemplate";
const _tPo = "topP";
const _tR = "testResult";
const _tRC = "totalRecordCount";
const _tRR = "testRunResult";
const _tRS = "testRunStatus";
const _tRe = "testResults";
const _tSPP = "trainingSamplePerPrompt";
const _tT = "taskType";
const _ta = "tags";
const _te = "text";
const _tem = "temperature";
const _th = "threshold";
const _ti = "tier";
const _to = "topics";
const _tr = "translations";
const _ty = "type";
const _typ = "types";
const _u = "unit";
const _uA = "updatedAt";
const _uB = "updatedBy";
const _uBPT = "usageBasedPricingTerm";
const _uC = "untranslatedClaims";
const _uD = "updateDetails";
const _uFRF = "updateFromRulesFeedback";
const _uFSF = "updateFromScenarioFeedback";
const _uP = "untranslatedPremises";
const _uPR = "usePromptResponse";
const _uR = "updateRule";
const _uS = "updateStatus";
const _uT = "unusedTypes";
const _uTV = "unusedTypeValues";
const _uTVp = "updateTypeValue";
const _uTp = "updateType";
const _uV = "unusedVariables";
const _uVp = "updateVariable";
const _ur = "url";
const _uri = "uri";
const _v = "values";
const _vC = "variableCount";
const _vCp = "vpcConfig";
const _vD = "validationDetails";
const _vDC = "validationDataConfig";
const _vDDE = "videoDataDeliveryEnabled";
const _vL = "validationLoss";
const _vM = "validationMetrics";
const _vN = "valueName";
const _vR = "variableReports";
const _vSC = "vectorSearchConfiguration";
const _vT = "validityTerm";
const _va = "value";
const _val = "validators";
const _vali = "valid";
const _var = "variable";
const _vari = "variables";
const _ve = "version";
const _vp = "vpc";
const _w = "words";
const _wC = "workflowContent";
const _wCo = "wordsConfig";
const _wP = "wordPolicy";
const _wPC = "wordPolicyConfig";
const _xact = "x-amz-client-token";
const n0 = "com.amazonaws.bedrock";
const _s_registry = new TypeRegistry(_s);
var BedrockServiceException$ = [-3, _s, "BedrockServiceException", 0, [], []];
_s_registry.registerError(BedrockServiceException$, BedrockServiceException);
const n0_registry = new TypeRegistry(n0);
var AccessDeniedException$ = [-3, n0, _ADE,
    { [_e]: _c, [_hE]: 403 },
    [_m],
    [0]
];
n0_registry.registerError(AccessDeniedException$, AccessDeniedException);
var ConflictException$ = [-3, n0, _CE,
    { [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(ConflictException$, ConflictException);
var InternalServerException$ = [-3, n0, _ISE,
    { [_e]: _se, [_hE]: 500 },
    [_m],
    [0]
];
n0_registry.registerError(InternalServerException$, InternalServerException);
var ResourceInUseException$ = [-3, n0, _RIUE,
    { [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(ResourceInUseException$, ResourceInUseException);
var ResourceNotFoundException$ = [-3, n0, _RNFE,
    { [_e]: _c, [_hE]: 404 },
    [_m],
    [0]
];
n0_registry.registerError(ResourceNotFoundException$, ResourceNotFoundException);
var ServiceQuotaExceededException$ = [-3, n0, _SQEE,
    { [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(ServiceQuotaExceededException$, ServiceQuotaExceededException);
var ServiceUnavailableException$ = [-3, n0, _SUE,
    { [_e]: _se, [_hE]: 503 },
    [_m],
    [0]
];
n0_registry.registerError(ServiceUnavailableException$, ServiceUnavailableException);
var ThrottlingException$ = [-3, n0, _TE,
    { [_e]: _c, [_hE]: 429 },
    [_m],
    [0]
];
n0_registry.registerError(ThrottlingException$, ThrottlingException);
var TooManyTagsException$ = [-3, n0, _TMTE,
    { [_e]: _c, [_hE]: 400 },
    [_m, _rN],
    [0, 0]
];
n0_registry.registerError(TooManyTagsException$, TooManyTagsException);
var ValidationException$ = [-3, n0, _VE,
    { [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(ValidationException$, ValidationException);
const errorTypeRegistries = [
    _s_registry,
    n0_registry,
];
var AutomatedReasoningLogicStatementContent = [0, n0, _ARLSC, 8, 0];
var AutomatedReasoningNaturalLanguageStatementContent = [0, n0, _ARNLSC, 8, 0];
var AutomatedReasoningPolicyAnnotationFeedbackNaturalLanguage = [0, n0, _ARPAFNL, 8, 0];
var AutomatedReasoningPolicyAnnotationIngestContent = [0, n0, _ARPAIC, 8, 0];
var AutomatedReasoningPolicyAnnotationRuleNaturalLanguage = [0, n0, _ARPARNL, 8, 0];
var AutomatedReasoningPolicyBuildDocumentBlob = [0, n0, _ARPBDB, 8, 21];
var AutomatedReasoningPolicyBuildDocumentDescription = [0, n0, _ARPBDD, 8, 0];
var AutomatedReasoningPolicyBuildDocumentName = [0, n0, _ARPBDN, 8, 0];
var AutomatedReasoningPolicyBuildFeedback = [0, n0, _ARPBF, 8, 0];
var AutomatedReasoningPolicyBuildResultAssetName = [0, n0, _ARPBRAN, 8, 0];
var AutomatedReasoningPolicyDefinitionRuleAlternateExpression = [0, n0, _ARPDRAE, 8, 0];
var AutomatedReasoningPolicyDefinitionRuleExpression = [0, n0, _ARPDRE, 8, 0];
var AutomatedReasoningPolicyDefinitionTypeDescription = [0, n0, _ARPDTD, 8, 0];
var AutomatedReasoningPolicyDefinitionTypeName = [0, n0, _ARPDTN, 8, 0];
var AutomatedReasoningPolicyDefinitionTypeValueDescription = [0, n0, _ARPDTVD, 8, 0];
var AutomatedReasoningPolicyDefinitionVariableDescription = [0, n0, _ARPDVD, 8, 0];
var AutomatedReasoningPolicyDefinitionVariableName = [0, n0, _ARPDVN, 8, 0];
var AutomatedReasoningPolicyDescription = [0, n0, _ARPD, 8, 0];
var AutomatedReasoningPolicyJustificationText = [0, n0, _ARPJT, 8, 0];
var AutomatedReasoningPolicyLineText = [0, n0, _ARPLT, 8, 0];
var AutomatedReasoningPolicyName = [0, n0, _ARPN, 8, 0];
var AutomatedReasoningPolicyScenarioAlternateExpression = [0, n0, _ARPSAE, 8, 0];
var AutomatedReasoningPolicyScenarioExpression = [0, n0, _ARPSE, 8, 0];
var AutomatedReasoningPolicyStatementText = [0, n0, _ARPST, 8, 0];
var AutomatedReasoningPolicyTestGuardContent = [0, n0, _ARPTGC, 8, 0];
var AutomatedReasoningPolicyTestQueryContent = [0, n0, _ARPTQC, 8, 0];
var ByteContentBlob = [0, n0, _BCB, 8, 21];
var EvaluationDatasetName = [0, n0, _EDN, 8, 0];
var EvaluationJobDescription = [0, n0, _EJD, 8, 0];
var EvaluationJobIdentifier = [0, n0, _EJI, 8, 0];
var EvaluationMetricDescription = [0, n0, _EMD, 8, 0];
var EvaluationMetricName = [0, n0, _EMN, 8, 0];
var EvaluationModelInferenceParams = [0, n0, _EMIP, 8, 0];
var GuardrailBlockedMessaging = [0, n0, _GBM, 8, 0];
var GuardrailContentFilterAction$1 = [0, n0, _GCFA, 8, 0];
var GuardrailContentFiltersTierName$1 = [0, n0, _GCFTN, 8, 0];
var GuardrailContextualGroundingAction$1 = [0, n0, _GCGA, 8, 0];
var GuardrailContextualGroundingTierName$1 = [0, n0, _GCGTN, 8, 0];
var GuardrailDescription = [0, n0, _GD, 8, 0];
var GuardrailFailureRecommendation = [0, n0, _GFR, 8, 0];
var GuardrailModality$1 = [0, n0, _GM, 8, 0];
var GuardrailName = [0, n0, _GN, 8, 0];
var GuardrailStatusReason = [0, n0, _GSR, 8, 0];
var GuardrailTopicAction$1 = [0, n0, _GTA, 8, 0];
var GuardrailTopicDefinition = [0, n0, _GTD, 8, 0];
var GuardrailTopicExample = [0, n0, _GTE, 8, 0];
var GuardrailTopicName = [0, n0, _GTN, 8, 0];
var GuardrailTopicsTierName$1 = [0, n0, _GTTN, 8, 0];
var GuardrailWordAction$1 = [0, n0, _GWA, 8, 0];
var HumanTaskInstructions = [0, n0, _HTI, 8, 0];
var Identifier = [0, n0, _I, 8, 0];
var InferenceProfileDescription = [0, n0, _IPD, 8, 0];
var Message = [0, n0, _M, 8, 0];
var MetricName = [0, n0, _MN, 8, 0];
var PromptRouterDescription = [0, n0, _PRD, 8, 0];
var TextPromptTemplate = [0, n0, _TPT, 8, 0];
var AccountEnforcedGuardrailInferenceInputConfiguration$ = [3, n0, _AEGIIC,
    0,
    [_gI, _gV, _sCG, _mE],
    [0, 0, () => SelectiveContentGuarding$, () => ModelEnforcement$], 2
];
var AccountEnforcedGuardrailOutputConfiguration$ = [3, n0, _AEGOC,
    0,
    [_cI, _gA, _gIu, _iT, _sCG, _gV, _cA, _cB, _uA, _uB, _o, _mE],
    [0, 0, 0, 0, () => SelectiveContentGuarding$, 0, 5, 0, 5, 0, 0, () => ModelEnforcement$]
];
var AdvancedPromptOptimizationInputConfig$ = [3, n0, _APOIC,
    0,
    [_sU],
    [0], 1
];
var AdvancedPromptOptimizationJobSummary$ = [3, n0, _APOJS,
    0,
    [_jA, _jN, _jS, _cT, _lMT],
    [0, 0, 0, 5, 5], 4
];
var AdvancedPromptOptimizationOutputConfig$ = [3, n0, _APOOC,
    0,
    [_sU],
    [0], 1
];
var AgreementAvailability$ = [3, n0, _AA,
    0,
    [_st, _eM],
    [0, 0], 1
];
var AutomatedEvaluationConfig$ = [3, n0, _AEC,
    0,
    [_dMC, _eMC, _cMC],
    [[() => EvaluationDatasetMetricConfigs, 0], () => EvaluatorModelConfig$, [() => AutomatedEvaluationCustomMetricConfig$, 0]], 1
];
var AutomatedEvaluationCustomMetricConfig$ = [3, n0, _AECMC,
    0,
    [_cM, _eMC],
    [[() => AutomatedEvaluationCustomMetrics, 0], () => CustomMetricEvaluatorModelConfig$], 2
];
var AutomatedReasoningCheckImpossibleFinding$ = [3, n0, _ARCIF,
    0,
    [_t, _cR, _lW],
    [[() => AutomatedReasoningCheckTranslation$, 0], () => AutomatedReasoningCheckRuleList, [() => AutomatedReasoningCheckLogicWarning$, 0]]
];
var AutomatedReasoningCheckInputTextReference$ = [3, n0, _ARCITR,
    0,
    [_te],
    [[() => AutomatedReasoningNaturalLanguageStatementContent, 0]]
];
var AutomatedReasoningCheckInvalidFinding$ = [3, n0, _ARCIFu,
    0,
    [_t, _cR, _lW],
    [[() => AutomatedReasoningCheckTranslation$, 0], () => AutomatedReasoningCheckRuleList, [() => AutomatedReasoningCheckLogicWarning$, 0]]
];
var AutomatedReasoningCheckLogicWarning$ = [3, n0, _ARCLW,
    0,
    [_ty, _p, _cl],
    [0, [() => AutomatedReasoningLogicStatementList, 0], [() => AutomatedReasoningLogicStatementList, 0]]
];
var AutomatedReasoningCheckNoTranslationsFinding$ = [3, n0, _ARCNTF,
    0,
    [],
    []
];
var AutomatedReasoningCheckRule$ = [3, n0, _ARCR,
    0,
    [_i, _pVA],
    [0, 0]
];
var AutomatedReasoningCheckSatisfiableFinding$ = [3, n0, _ARCSF,
    0,
    [_t, _cTS, _cFS, _lW],
    [[() => AutomatedReasoningCheckTranslation$, 0], [() => AutomatedReasoningCheckScenario$, 0], [() => AutomatedReasoningCheckScenario$, 0], [() => AutomatedReasoningCheckLogicWarning$, 0]]
];
var AutomatedReasoningCheckScenario$ = [3, n0, _ARCS,
    0,
    [_sta],
    [[() => AutomatedReasoningLogicStatementList, 0]]
];
var AutomatedReasoningCheckTooComplexFinding$ = [3, n0, _ARCTCF,
    0,
    [],
    []
];
var AutomatedReasoningCheckTranslation$ = [3, n0, _ARCT,
    0,
    [_cl, _co, _p, _uP, _uC],
    [[() => AutomatedReasoningLogicStatementList, 0], 1, [() => AutomatedReasoningLogicStatementList, 0], [() => AutomatedReasoningCheckInputTextReferenceList, 0], [() => AutomatedReasoningCheckInputTextReferenceList, 0]], 2
];
var AutomatedReasoningCheckTranslationAmbiguousFinding$ = [3, n0, _ARCTAF,
    0,
    [_op, _dS],
    [[() => AutomatedReasoningCheckTranslationOptionList, 0], [() => AutomatedReasoningCheckDifferenceScenarioList, 0]]
];
var AutomatedReasoningCheckTranslationOption$ = [3, n0, _ARCTO,
    0,
    [_tr],
    [[() => AutomatedReasoningCheckTranslationList, 0]]
];
var AutomatedReasoningCheckValidFinding$ = [3, n0, _ARCVF,
    0,
    [_t, _cTS, _sR, _lW],
    [[() => AutomatedReasoningCheckTranslation$, 0], [() => AutomatedReasoningCheckScenario$, 0], () => AutomatedReasoningCheckRuleList, [() => AutomatedReasoningCheckLogicWarning$, 0]]
];
var AutomatedReasoningLogicStatement$ = [3, n0, _ARLS,
    0,
    [_l, _nL],
    [[() => AutomatedReasoningLogicStatementContent, 0], [() => AutomatedReasoningNaturalLanguageStatementContent, 0]], 1
];
var AutomatedReasoningPolicyAddRuleAnnotation$ = [3, n0, _ARPARA,
    0,
    [_ex],
    [[() => AutomatedReasoningPolicyDefinitionRuleExpression, 0]], 1
];
var AutomatedReasoningPolicyAddRuleFromNaturalLanguageAnnotation$ = [3, n0, _ARPARFNLA,
    0,
    [_nL],
    [[() => AutomatedReasoningPolicyAnnotationRuleNaturalLanguage, 0]], 1
];
var AutomatedReasoningPolicyAddRuleMutation$ = [3, n0, _ARPARM,
    0,
    [_r],
    [[() => AutomatedReasoningPolicyDefinitionRule$, 0]], 1
];
var AutomatedReasoningPolicyAddTypeAnnotation$ = [3, n0, _ARPATA,
    0,
    [_n, _d, _v],
    [[() => AutomatedReasoningPolicyDefinitionTypeName, 0], [() => AutomatedReasoningPolicyDefinitionTypeDescription, 0], [() => AutomatedReasoningPolicyDefinitionTypeValueList, 0]], 3
];
var AutomatedReasoningPolicyAddTypeMutation$ = [3, n0, _ARPATM,
    0,
    [_ty],
    [[() => AutomatedReasoningPolicyDefinitionType$, 0]], 1
];
var AutomatedReasoningPolicyAddTypeValue$ = [3, n0, _ARPATV,
    0,
    [_va, _d],
    [0, [() => AutomatedReasoningPolicyDefinitionTypeValueDescription, 0]], 1
];
var AutomatedReasoningPolicyAddVariableAnnotation$ = [3, n0, _ARPAVA,
    0,
    [_n, _ty, _d],
    [[() => AutomatedReasoningPolicyDefinitionVariableName, 0], [() => AutomatedReasoningPolicyDefinitionTypeName, 0], [() => AutomatedReasoningPolicyDefinitionVariableDescription, 0]], 3
];
var AutomatedReasoningPolicyAddVariableMutation$ = [3, n0, _ARPAVM,
    0,
    [_var],
    [[() => AutomatedReasoningPolicyDefinitionVariable$, 0]], 1
];
var AutomatedReasoningPolicyAnnotatedChunk$ = [3, n0, _ARPAC,
    0,
    [_con, _pN],
    [[() => AutomatedReasoningPolicyAnnotatedContentList, 0], 1], 1
];
var AutomatedReasoningPolicyAnnotatedLine$ = [3, n0, _ARPAL,
    0,
    [_lN, _lT],
    [1, [() => AutomatedReasoningPolicyLineText, 0]]
];
var AutomatedReasoningPolicyAtomicStatement$ = [3, n0, _ARPAS,
    0,
    [_i, _te, _lo],
    [0, [() => AutomatedReasoningPolicyStatementText, 0], () => AutomatedReasoningPolicyStatementLocation$], 3
];
var AutomatedReasoningPolicyBuildLog$ = [3, n0, _ARPBL,
    0,
    [_en],
    [[() => AutomatedReasoningPolicyBuildLogEntryList, 0]], 1
];
var AutomatedReasoningPolicyBuildLogEntry$ = [3, n0, _ARPBLE,
    0,
    [_a, _st, _bS],
    [[() => AutomatedReasoningPolicyAnnotation$, 0], 0, [() => AutomatedReasoningPolicyBuildStepList, 0]], 3
];
var AutomatedReasoningPolicyBuildResultAssetManifest$ = [3, n0, _ARPBRAM,
    0,
    [_en],
    [[() => AutomatedReasoningPolicyBuildResultAssetManifestList, 0]], 1
];
var AutomatedReasoningPolicyBuildResultAssetManifestEntry$ = [3, n0, _ARPBRAME,
    0,
    [_aT, _aN, _aI],
    [0, [() => AutomatedReasoningPolicyBuildResultAssetName, 0], 0], 1
];
var AutomatedReasoningPolicyBuildStep$ = [3, n0, _ARPBS,
    0,
    [_cont, _me, _pE],
    [[() => AutomatedReasoningPolicyBuildStepContext$, 0], () => AutomatedReasoningPolicyBuildStepMessageList, [() => AutomatedReasoningPolicyDefinitionElement$, 0]], 2
];
var AutomatedReasoningPolicyBuildStepMessage$ = [3, n0, _ARPBSM,
    0,
    [_m, _mT],
    [0, 0], 2
];
var AutomatedReasoningPolicyBuildWorkflowDocument$ = [3, n0, _ARPBWD,
    0,
    [_do, _dCT, _dN, _dD],
    [[() => AutomatedReasoningPolicyBuildDocumentBlob, 0], 0, [() => AutomatedReasoningPolicyBuildDocumentName, 0], [() => AutomatedReasoningPolicyBuildDocumentDescription, 0]], 3
];
var AutomatedReasoningPolicyBuildWorkflowRepairContent$ = [3, n0, _ARPBWRC,
    0,
    [_an],
    [[() => AutomatedReasoningPolicyAnnotationList, 0]], 1
];
var AutomatedReasoningPolicyBuildWorkflowSource$ = [3, n0, _ARPBWS,
    0,
    [_pD, _wC],
    [[() => AutomatedReasoningPolicyDefinition$, 0], [() => AutomatedReasoningPolicyWorkflowTypeContent$, 0]]
];
var AutomatedReasoningPolicyBuildWorkflowSummary$ = [3, n0, _ARPBWSu,
    0,
    [_pA, _bWI, _st, _bWT, _cA, _uA],
    [0, 0, 0, 0, 5, 5], 6
];
var AutomatedReasoningPolicyDefinition$ = [3, n0, _ARPDu,
    0,
    [_ve, _typ, _ru, _vari],
    [0, [() => AutomatedReasoningPolicyDefinitionTypeList, 0], [() => AutomatedReasoningPolicyDefinitionRuleList, 0], [() => AutomatedReasoningPolicyDefinitionVariableList, 0]]
];
var AutomatedReasoningPolicyDefinitionQualityReport$ = [3, n0, _ARPDQR,
    0,
    [_tC, _vC, _rC, _uT, _uTV, _uV, _cRo, _dRS],
    [1, 1, 1, [() => AutomatedReasoningPolicyDefinitionTypeNameList, 0], [() => AutomatedReasoningPolicyDefinitionTypeValuePairList, 0], [() => AutomatedReasoningPolicyDefinitionVariableNameList, 0], 64 | 0, [() => AutomatedReasoningPolicyDisjointRuleSetList, 0]], 8
];
var AutomatedReasoningPolicyDefinitionRule$ = [3, n0, _ARPDR,
    0,
    [_i, _ex, _aE],
    [0, [() => AutomatedReasoningPolicyDefinitionRuleExpression, 0], [() => AutomatedReasoningPolicyDefinitionRuleAlternateExpression, 0]], 2
];
var AutomatedReasoningPolicyDefinitionType$ = [3, n0, _ARPDT,
    0,
    [_n, _v, _d],
    [[() => AutomatedReasoningPolicyDefinitionTypeName, 0], [() => AutomatedReasoningPolicyDefinitionTypeValueList, 0], [() => AutomatedReasoningPolicyDefinitionTypeDescription, 0]], 2
];
var AutomatedReasoningPolicyDefinitionTypeValue$ = [3, n0, _ARPDTV,
    0,
    [_va, _d],
    [0, [() => AutomatedReasoningPolicyDefinitionTypeValueDescription, 0]], 1
];
var AutomatedReasoningPolicyDefinitionTypeValuePair$ = [3, n0, _ARPDTVP,
    0,
    [_tN, _vN],
    [[() => AutomatedReasoningPolicyDefinitionTypeName, 0], 0], 2
];
var AutomatedReasoningPolicyDefinitionVariable$ = [3, n0, _ARPDV,
    0,
    [_n, _ty, _d],
    [[() => AutomatedReasoningPolicyDefinitionVariableName, 0], [() => AutomatedReasoningPolicyDefinitionTypeName, 0], [() => AutomatedReasoningPolicyDefinitionVariableDescription, 0]], 3
];
var AutomatedReasoningPolicyDeleteRuleAnnotation$ = [3, n0, _ARPDRA,
    0,
    [_rI],
    [0], 1
];
var AutomatedReasoningPolicyDeleteRuleMutation$ = [3, n0, _ARPDRM,
    0,
    [_i],
    [0], 1
];
var AutomatedReasoningPolicyDeleteTypeAnnotation$ = [3, n0, _ARPDTA,
    0,
    [_n],
    [[() => AutomatedReasoningPolicyDefinitionTypeName, 0]], 1
];
var AutomatedReasoningPolicyDeleteTypeMutation$ = [3, n0, _ARPDTM,
    0,
    [_n],
    [[() => AutomatedReasoningPolicyDefinitionTypeName, 0]], 1
];
var AutomatedReasoningPolicyDeleteTypeValue$ = [3, n0, _ARPDTVu,
    0,
    [_va],
    [0], 1
];
var AutomatedReasoningPolicyDeleteVariableAnnotation$ = [3, n0, _ARPDVA,
    0,
    [_n],
    [[() => AutomatedReasoningPolicyDefinitionVariableName, 0]], 1
];
var AutomatedReasoningPolicyDeleteVariableMutation$ = [3, n0, _ARPDVM,
    0,
    [_n],
    [[() => AutomatedReasoningPolicyDefinitionVariableName, 0]], 1
];
var AutomatedReasoningPolicyDisjointRuleSet$ = [3, n0, _ARPDRS,
    0,
    [_vari, _ru],
    [[() => AutomatedReasoningPolicyDefinitionVariableNameList, 0], 64 | 0], 2
];
var AutomatedReasoningPolicyFidelityReport$ = [3, n0, _ARPFR,
    0,
    [_cS, _aS, _rR, _vR, _dSo],
    [1, 1, [() => AutomatedReasoningPolicyRuleReportMap, 0], [() => AutomatedReasoningPolicyVariableReportMap, 0], [() => AutomatedReasoningPolicyReportSourceDocumentList, 0]], 5
];
var AutomatedReasoningPolicyGeneratedTestCase$ = [3, n0, _ARPGTC,
    0,
    [_qC, _gC, _eAFR],
    [[() => AutomatedReasoningPolicyTestQueryContent, 0], [() => AutomatedReasoningPolicyTestGuardContent, 0], 0], 3
];
var AutomatedReasoningPolicyGeneratedTestCases$ = [3, n0, _ARPGTCu,
    0,
    [_gTC],
    [[() => AutomatedReasoningPolicyGeneratedTestCaseList, 0]], 1
];
var AutomatedReasoningPolicyIngestContentAnnotation$ = [3, n0, _ARPICA,
    0,
    [_con],
    [[() => AutomatedReasoningPolicyAnnotationIngestContent, 0]], 1
];
var AutomatedReasoningPolicyIterativeRefinementContent$ = [3, n0, _ARPIRC,
    0,
    [_doc, _f],
    [[() => AutomatedReasoningPolicyIterativeRefinementDocumentList, 0], [() => AutomatedReasoningPolicyBuildFeedback, 0]], 1
];
var AutomatedReasoningPolicyPlanning$ = [3, n0, _ARPP,
    0,
    [],
    []
];
var AutomatedReasoningPolicyReportSourceDocument$ = [3, n0, _ARPRSD,
    0,
    [_dN, _dH, _dI, _aSt, _dC],
    [[() => AutomatedReasoningPolicyBuildDocumentName, 0], 0, 0, [() => AutomatedReasoningPolicyAtomicStatementList, 0], [() => AutomatedReasoningPolicyAnnotatedChunkList, 0]], 5
];
var AutomatedReasoningPolicyRuleReport$ = [3, n0, _ARPRR,
    0,
    [_r, _gS, _gJ, _aS, _aJ],
    [0, () => AutomatedReasoningPolicyStatementReferenceList, [() => AutomatedReasoningPolicyJustificationList, 0], 1, [() => AutomatedReasoningPolicyJustificationText, 0]], 1
];
var AutomatedReasoningPolicyScenario$ = [3, n0, _ARPS,
    0,
    [_ex, _aE, _eR, _rIu],
    [[() => AutomatedReasoningPolicyScenarioExpression, 0], [() => AutomatedReasoningPolicyScenarioAlternateExpression, 0], 0, 64 | 0], 4
];
var AutomatedReasoningPolicyScenarios$ = [3, n0, _ARPSu,
    0,
    [_pS],
    [[() => AutomatedReasoningPolicyScenarioList, 0]], 1
];
var AutomatedReasoningPolicySourceDocument$ = [3, n0, _ARPSD,
    0,
    [_do, _dCT, _dN, _dH, _dD],
    [[() => AutomatedReasoningPolicyBuildDocumentBlob, 0], 0, [() => AutomatedReasoningPolicyBuildDocumentName, 0], 0, [() => AutomatedReasoningPolicyBuildDocumentDescription, 0]], 4
];
var AutomatedReasoningPolicyStatementLocation$ = [3, n0, _ARPSL,
    0,
    [_li],
    [64 | 1], 1
];
var AutomatedReasoningPolicyStatementReference$ = [3, n0, _ARPSR,
    0,
    [_dI, _sI],
    [0, 0], 2
];
var AutomatedReasoningPolicySummary$ = [3, n0, _ARPSut,
    0,
    [_pA, _n, _ve, _pI, _cA, _uA, _d],
    [0, [() => AutomatedReasoningPolicyName, 0], 0, 0, 5, 5, [() => AutomatedReasoningPolicyDescription, 0]], 6
];
var AutomatedReasoningPolicyTestCase$ = [3, n0, _ARPTC,
    0,
    [_tCI, _gC, _cA, _uA, _qC, _eAFR, _cTo],
    [0, [() => AutomatedReasoningPolicyTestGuardContent, 0], 5, 5, [() => AutomatedReasoningPolicyTestQueryContent, 0], 0, 1], 4
];
var AutomatedReasoningPolicyTestResult$ = [3, n0, _ARPTR,
    0,
    [_tCe, _pA, _tRS, _uA, _tF, _tRR, _aTFR],
    [[() => AutomatedReasoningPolicyTestCase$, 0], 0, 0, 5, [() => AutomatedReasoningCheckFindingList, 0], 0, 0], 4
];
var AutomatedReasoningPolicyUpdateFromRuleFeedbackAnnotation$ = [3, n0, _ARPUFRFA,
    0,
    [_f, _rIu],
    [[() => AutomatedReasoningPolicyAnnotationFeedbackNaturalLanguage, 0], 64 | 0], 1
];
var AutomatedReasoningPolicyUpdateFromScenarioFeedbackAnnotation$ = [3, n0, _ARPUFSFA,
    0,
    [_sE, _rIu, _f],
    [[() => AutomatedReasoningPolicyScenarioExpression, 0], 64 | 0, [() => AutomatedReasoningPolicyAnnotationFeedbackNaturalLanguage, 0]], 1
];
var AutomatedReasoningPolicyUpdateRuleAnnotation$ = [3, n0, _ARPURA,
    0,
    [_rI, _ex],
    [0, [() => AutomatedReasoningPolicyDefinitionRuleExpression, 0]], 2
];
var AutomatedReasoningPolicyUpdateRuleMutation$ = [3, n0, _ARPURM,
    0,
    [_r],
    [[() => AutomatedReasoningPolicyDefinitionRule$, 0]], 1
];
var AutomatedReasoningPolicyUpdateTypeAnnotation$ = [3, n0, _ARPUTA,
    0,
    [_n, _v, _nN, _d],
    [[() => AutomatedReasoningPolicyDefinitionTypeName, 0], [() => AutomatedReasoningPolicyTypeValueAnnotationList, 0], [() => AutomatedReasoningPolicyDefinitionTypeName, 0], [() => AutomatedReasoningPolicyDefinitionTypeDescription, 0]], 2
];
var AutomatedReasoningPolicyUpdateTypeMutation$ = [3, n0, _ARPUTM,
    0,
    [_ty],
    [[() => AutomatedReasoningPolicyDefinitionType$, 0]], 1
];
var AutomatedReasoningPolicyUpdateTypeValue$ = [3, n0, _ARPUTV,
    0,
    [_va, _nV, _d],
    [0, 0, [() => AutomatedReasoningPolicyDefinitionTypeValueDescription, 0]], 1
];
var AutomatedReasoningPolicyUpdateVariableAnnotation$ = [3, n0, _ARPUVA,
    0,
    [_n, _nN, _d],
    [[() => AutomatedReasoningPolicyDefinitionVariableName, 0], [() => AutomatedReasoningPolicyDefinitionVariableName, 0], [() => AutomatedReasoningPolicyDefinitionVariableDescription, 0]], 1
];
var AutomatedReasoningPolicyUpdateVariableMutation$ = [3, n0, _ARPUVM,
    0,
    [_var],
    [[() => AutomatedReasoningPolicyDefinitionVariable$, 0]], 1
];
var AutomatedReasoningPolicyVariableReport$ = [3, n0, _ARPVR,
    0,
    [_pV, _gS, _gJ, _aS, _aJ],
    [[() => AutomatedReasoningPolicyDefinitionVariableName, 0], () => AutomatedReasoningPolicyStatementReferenceList, [() => AutomatedReasoningPolicyJustificationList, 0], 1, [() => AutomatedReasoningPolicyJustificationText, 0]], 1
];
var BatchDeleteAdvancedPromptOptimizationJobError$ = [3, n0, _BDAPOJE,
    0,
    [_jI, _cod, _m],
    [0, 0, 0], 2
];
var BatchDeleteAdvancedPromptOptimizationJobItem$ = [3, n0, _BDAPOJI,
    0,
    [_jI, _jS],
    [0, 0], 2
];
var BatchDeleteAdvancedPromptOptimizationJobRequest$ = [3, n0, _BDAPOJR,
    0,
    [_jIo],
    [64 | 0], 1
];
var BatchDeleteAdvancedPromptOptimizationJobResponse$ = [3, n0, _BDAPOJRa,
    0,
    [_er, _aPOJ],
    [() => BatchDeleteAdvancedPromptOptimizationJobErrors, () => BatchDeleteAdvancedPromptOptimizationJobItems], 2
];
var BatchDeleteEvaluationJobError$ = [3, n0, _BDEJE,
    0,
    [_jI, _cod, _m],
    [[() => EvaluationJobIdentifier, 0], 0, 0], 2
];
var BatchDeleteEvaluationJobItem$ = [3, n0, _BDEJI,
    0,
    [_jI, _jS],
    [[() => EvaluationJobIdentifier, 0], 0], 2
];
var BatchDeleteEvaluationJobRequest$ = [3, n0, _BDEJR,
    0,
    [_jIo],
    [[() => EvaluationJobIdentifiers, 0]], 1
];
var BatchDeleteEvaluationJobResponse$ = [3, n0, _BDEJRa,
    0,
    [_er, _eJ],
    [[() => BatchDeleteEvaluationJobErrors, 0], [() => BatchDeleteEvaluationJobItems, 0]], 2
];
var BedrockEvaluatorModel$ = [3, n0, _BEM,
    0,
    [_mI],
    [0], 1
];
var ByteContentDoc$ = [3, n0, _BCD,
    0,
    [_id, _cTon, _da],
    [[() => Identifier, 0], 0, [() => ByteContentBlob, 0]], 3
];
var CancelAutomatedReasoningPolicyBuildWorkflowRequest$ = [3, n0, _CARPBWR,
    0,
    [_pA, _bWI],
    [[0, 1], [0, 1]], 2
];
var CancelAutomatedReasoningPolicyBuildWorkflowResponse$ = [3, n0, _CARPBWRa,
    0,
    [],
    []
];
var CloudWatchConfig$ = [3, n0, _CWC,
    0,
    [_lGN, _rA, _lDDSC],
    [0, 0, () => S3Config$], 2
];
var CreateAdvancedPromptOptimizationJobRequest$ = [3, n0, _CAPOJR,
    0,
    [_jN, _iC, _oC, _mC, _jD, _cTl, _eKA, _ta],
    [0, () => AdvancedPromptOptimizationInputConfig$, () => AdvancedPromptOptimizationOutputConfig$, () => ModelConfigurations, 0, [0, 4], 0, () => TagList], 4
];
var CreateAdvancedPromptOptimizationJobResponse$ = [3, n0, _CAPOJRr,
    0,
    [_jA],
    [0], 1
];
var CreateAutomatedReasoningPolicyRequest$ = [3, n0, _CARPR,
    0,
    [_n, _d, _cRT, _pD, _kKI, _ta],
    [[() => AutomatedReasoningPolicyName, 0], [() => AutomatedReasoningPolicyDescription, 0], [0, 4], [() => AutomatedReasoningPolicyDefinition$, 0], 0, () => TagList], 1
];
var CreateAutomatedReasoningPolicyResponse$ = [3, n0, _CARPRr,
    0,
    [_pA, _ve, _n, _cA, _uA, _d, _dHe],
    [0, 0, [() => AutomatedReasoningPolicyName, 0], 5, 5, [() => AutomatedReasoningPolicyDescription, 0], 0], 5
];
var CreateAutomatedReasoningPolicyTestCaseRequest$ = [3, n0, _CARPTCR,
    0,
    [_pA, _gC, _eAFR, _qC, _cRT, _cTo],
    [[0, 1], [() => AutomatedReasoningPolicyTestGuardContent, 0], 0, [() => AutomatedReasoningPolicyTestQueryContent, 0], [0, 4], 1], 3
];
var CreateAutomatedReasoningPolicyTestCaseResponse$ = [3, n0, _CARPTCRr,
    0,
    [_pA, _tCI],
    [0, 0], 2
];
var CreateAutomatedReasoningPolicyVersionRequest$ = [3, n0, _CARPVR,
    0,
    [_pA, _lUDH, _cRT, _ta],
    [[0, 1], 0, [0, 4], () => TagList], 2
];
var CreateAutomatedReasoningPolicyVersionResponse$ = [3, n0, _CARPVRr,
    0,
    [_pA, _ve, _n, _dHe, _cA, _d],
    [0, 0, [() => AutomatedReasoningPolicyName, 0], 0, 5, [() => AutomatedReasoningPolicyDescription, 0]], 5
];
var CreateCustomModelDeploymentRequest$ = [3, n0, _CCMDR,
    0,
    [_mDN, _mA, _d, _ta, _cRT],
    [0, 0, 0, () => TagList, [0, 4]], 2
];
var CreateCustomModelDeploymentResponse$ = [3, n0, _CCMDRr,
    0,
    [_cMDA],
    [0], 1
];
var CreateCustomModelRequest$ = [3, n0, _CCMR,
    0,
    [_mN, _mSC, _cMDS, _mKKA, _rA, _mTo, _cRT],
    [0, () => ModelDataSource$, () => CustomModelDataSource$, 0, 0, () => TagList, [0, 4]], 1
];
var CreateCustomModelResponse$ = [3, n0, _CCMRr,
    0,
    [_mA],
    [0], 1
];
var CreateEvaluationJobRequest$ = [3, n0, _CEJR,
    0,
    [_jN, _rA, _eC, _iCn, _oDC, _jD, _cRT, _cEKI, _jT, _aTp],
    [0, 0, [() => EvaluationConfig$, 0], [() => EvaluationInferenceConfig$, 0], () => EvaluationOutputDataConfig$, [() => EvaluationJobDescription, 0], [0, 4], 0, () => TagList, 0], 5
];
var CreateEvaluationJobResponse$ = [3, n0, _CEJRr,
    0,
    [_jA],
    [0], 1
];
var CreateFoundationModelAgreementRequest$ = [3, n0, _CFMAR,
    0,
    [_oT, _mIo],
    [0, 0], 2
];
var CreateFoundationModelAgreementResponse$ = [3, n0, _CFMARr,
    0,
    [_mIo],
    [0], 1
];
var CreateGuardrailRequest$ = [3, n0, _CGR,
    0,
    [_n, _bIM, _bOM, _d, _tPC, _cPC, _wPC, _sIPC, _cGPC, _aRPC, _cRC, _kKI, _ta, _cRT],
    [[() => GuardrailName, 0], [() => GuardrailBlockedMessaging, 0], [() => GuardrailBlockedMessaging, 0], [() => GuardrailDescription, 0], [() => GuardrailTopicPolicyConfig$, 0], [() => GuardrailContentPolicyConfig$, 0], [() => GuardrailWordPolicyConfig$, 0], () => GuardrailSensitiveInformationPolicyConfig$, [() => GuardrailContextualGroundingPolicyConfig$, 0], () => GuardrailAutomatedReasoningPolicyConfig$, () => GuardrailCrossRegionConfig$, 0, () => TagList, [0, 4]], 3
];
var CreateGuardrailResponse$ = [3, n0, _CGRr,
    0,
    [_gIu, _gA, _ve, _cA],
    [0, 0, 0, 5], 4
];
var CreateGuardrailVersionRequest$ = [3, n0, _CGVR,
    0,
    [_gI, _d, _cRT],
    [[0, 1], [() => GuardrailDescription, 0], [0, 4]], 1
];
var CreateGuardrailVersionResponse$ = [3, n0, _CGVRr,
    0,
    [_gIu, _ve],
    [0, 0], 2
];
var CreateInferenceProfileRequest$ = [3, n0, _CIPR,
    0,
    [_iPN, _mS, _d, _cRT, _ta],
    [0, () => InferenceProfileModelSource$, [() => InferenceProfileDescription, 0], [0, 4], () => TagList], 2
];
var CreateInferenceProfileResponse$ = [3, n0, _CIPRr,
    0,
    [_iPA, _st],
    [0, 0], 1
];
var CreateMarketplaceModelEndpointRequest$ = [3, n0, _CMMER,
    0,
    [_mSI, _eCn, _eN, _aEc, _cRT, _ta],
    [0, () => EndpointConfig$, 0, 2, [0, 4], () => TagList], 3
];
var CreateMarketplaceModelEndpointResponse$ = [3, n0, _CMMERr,
    0,
    [_mME],
    [() => MarketplaceModelEndpoint$], 1
];
var CreateModelCopyJobRequest$ = [3, n0, _CMCJR,
    0,
    [_sMA, _tMN, _mKKI, _tMT, _cRT],
    [0, 0, 0, () => TagList, [0, 4]], 2
];
var CreateModelCopyJobResponse$ = [3, n0, _CMCJRr,
    0,
    [_jA],
    [0], 1
];
var CreateModelCustomizationJobRequest$ = [3, n0, _CMCJRre,
    0,
    [_jN, _cMN, _rA, _bMI, _tDC, _oDC, _cRT, _cTu, _cMKKI, _jT, _cMT, _vDC, _hP, _vCp, _cC],
    [0, 0, 0, 0, [() => TrainingDataConfig$, 0], () => OutputDataConfig$, [0, 4], 0, 0, () => TagList, () => TagList, () => ValidationDataConfig$, 128 | 0, () => VpcConfig$, () => CustomizationConfig$], 6
];
var CreateModelCustomizationJobResponse$ = [3, n0, _CMCJRrea,
    0,
    [_jA],
    [0], 1
];
var CreateModelImportJobRequest$ = [3, n0, _CMIJR,
    0,
    [_jN, _iMN, _rA, _mDS, _jT, _iMT, _cRT, _vCp, _iMKKI],
    [0, 0, 0, () => ModelDataSource$, () => TagList, () => TagList, 0, () => VpcConfig$, 0], 4
];
var CreateModelImportJobResponse$ = [3, n0, _CMIJRr,
    0,
    [_jA],
    [0], 1
];
var CreateModelInvocationJobRequest$ = [3, n0, _CMIJRre,
    0,
    [_jN, _rA, _mIo, _iDC, _oDC, _cRT, _vCp, _tDIH, _ta, _mIT],
    [0, 0, 0, () => ModelInvocationJobInputDataConfig$, () => ModelInvocationJobOutputDataConfig$, [0, 4], () => VpcConfig$, 1, () => TagList, 0], 5
];
var CreateModelInvocationJobResponse$ = [3, n0, _CMIJRrea,
    0,
    [_jA],
    [0], 1
];
var CreatePromptRouterRequest$ = [3, n0, _CPRR,
    0,
    [_pRN, _mo, _rCo, _fM, _cRT, _d, _ta],
    [0, () => PromptRouterTargetModels, () => RoutingCriteria$, () => PromptRouterTargetModel$, [0, 4], [() => PromptRouterDescription, 0], () => TagList], 4
];
var CreatePromptRouterResponse$ = [3, n0, _CPRRr,
    0,
    [_pRA],
    [0]
];
var CreateProvisionedModelThroughputRequest$ = [3, n0, _CPMTR,
    0,
    [_mU, _pMN, _mIo, _cRT, _cD, _ta],
    [1, 0, 0, [0, 4], 0, () => TagList], 3
];
var CreateProvisionedModelThroughputResponse$ = [3, n0, _CPMTRr,
    0,
    [_pMA],
    [0], 1
];
var CustomMetricBedrockEvaluatorModel$ = [3, n0, _CMBEM,
    0,
    [_mI],
    [0], 1
];
var CustomMetricDefinition$ = [3, n0, _CMD,
    8,
    [_n, _in, _rS],
    [[() => MetricName, 0], 0, () => RatingScale], 2
];
var CustomMetricEvaluatorModelConfig$ = [3, n0, _CMEMC,
    0,
    [_bEM],
    [() => CustomMetricBedrockEvaluatorModels], 1
];
var CustomModelDeploymentSummary$ = [3, n0, _CMDS,
    0,
    [_cMDA, _cMDN, _mA, _cA, _st, _lUA, _fMa],
    [0, 0, 0, 5, 0, 5, 0], 5
];
var CustomModelDeploymentUpdateDetails$ = [3, n0, _CMDUD,
    0,
    [_mA, _uS],
    [0, 0], 2
];
var CustomModelSummary$ = [3, n0, _CMS,
    0,
    [_mA, _mN, _cT, _bMA, _bMN, _cTu, _oAI, _mSo],
    [0, 0, 5, 0, 0, 0, 0, 0], 5
];
var CustomModelUnits$ = [3, n0, _CMU,
    0,
    [_cMUPMC, _cMUV],
    [1, 0]
];
var DataProcessingDetails$ = [3, n0, _DPD,
    0,
    [_st, _cT, _lMT],
    [0, 5, 5]
];
var DeleteAutomatedReasoningPolicyBuildWorkflowRequest$ = [3, n0, _DARPBWR,
    0,
    [_pA, _bWI, _lUA],
    [[0, 1], [0, 1], [5, { [_hQ]: _uA }]], 3
];
var DeleteAutomatedReasoningPolicyBuildWorkflowResponse$ = [3, n0, _DARPBWRe,
    0,
    [],
    []
];
var DeleteAutomatedReasoningPolicyRequest$ = [3, n0, _DARPR,
    0,
    [_pA, _fo],
    [[0, 1], [2, { [_hQ]: _fo }]], 1
];
var DeleteAutomatedReasoningPolicyResponse$ = [3, n0, _DARPRe,
    0,
    [],
    []
];
var DeleteAutomatedReasoningPolicyTestCaseRequest$ = [3, n0, _DARPTCR,
    0,
    [_pA, _tCI, _lUA],
    [[0, 1], [0, 1], [5, { [_hQ]: _uA }]], 3
];
var DeleteAutomatedReasoningPolicyTestCaseResponse$ = [3, n0, _DARPTCRe,
    0,
    [],
    []
];
var DeleteCustomModelDeploymentRequest$ = [3, n0, _DCMDR,
    0,
    [_cMDI],
    [[0, 1]], 1
];
var DeleteCustomModelDeploymentResponse$ = [3, n0, _DCMDRe,
    0,
    [],
    []
];
var DeleteCustomModelRequest$ = [3, n0, _DCMR,
    0,
    [_mI],
    [[0, 1]], 1
];
var DeleteCustomModelResponse$ = [3, n0, _DCMRe,
    0,
    [],
    []
];
var DeleteEnforcedGuardrailConfigurationRequest$ = [3, n0, _DEGCR,
    0,
    [_cI],
    [[0, 1]], 1
];
var DeleteEnforcedGuardrailConfigurationResponse$ = [3, n0, _DEGCRe,
    0,
    [],
    []
];
var DeleteFoundationModelAgreementRequest$ = [3, n0, _DFMAR,
    0,
    [_mIo],
    [0], 1
];
var DeleteFoundationModelAgreementResponse$ = [3, n0, _DFMARe,
    0,
    [],
    []
];
var DeleteGuardrailRequest$ = [3, n0, _DGR,
    0,
    [_gI, _gV],
    [[0, 1], [0, { [_hQ]: _gV }]], 1
];
var DeleteGuardrailResponse$ = [3, n0, _DGRe,
    0,
    [],
    []
];
var DeleteImportedModelRequest$ = [3, n0, _DIMR,
    0,
    [_mI],
    [[0, 1]], 1
];
var DeleteImportedModelResponse$ = [3, n0, _DIMRe,
    0,
    [],
    []
];
var DeleteInferenceProfileRequest$ = [3, n0, _DIPR,
    0,
    [_iPI],
    [[0, 1]], 1
];
var DeleteInferenceProfileResponse$ = [3, n0, _DIPRe,
    0,
    [],
    []
];
var DeleteMarketplaceModelEndpointRequest$ = [3, n0, _DMMER,
    0,
    [_eA],
    [[0, 1]], 1
];
var DeleteMarketplaceModelEndpointResponse$ = [3, n0, _DMMERe,
    0,
    [],
    []
];
var DeleteModelInvocationLoggingConfigurationRequest$ = [3, n0, _DMILCR,
    0,
    [],
    []
];
var DeleteModelInvocationLoggingConfigurationResponse$ = [3, n0, _DMILCRe,
    0,
    [],
    []
];
var DeletePromptRouterRequest$ = [3, n0, _DPRR,
    0,
    [_pRA],
    [[0, 1]], 1
];
var DeletePromptRouterResponse$ = [3, n0, _DPRRe,
    0,
    [],
    []
];
var DeleteProvisionedModelThroughputRequest$ = [3, n0, _DPMTR,
    0,
    [_pMI],
    [[0, 1]], 1
];
var DeleteProvisionedModelThroughputResponse$ = [3, n0, _DPMTRe,
    0,
    [],
    []
];
var DeleteResourcePolicyRequest$ = [3, n0, _DRPR,
    0,
    [_rAe],
    [[0, 1]], 1
];
var DeleteResourcePolicyResponse$ = [3, n0, _DRPRe,
    0,
    [],
    []
];
var DeregisterMarketplaceModelEndpointRequest$ = [3, n0, _DMMERer,
    0,
    [_eA],
    [[0, 1]], 1
];
var DeregisterMarketplaceModelEndpointResponse$ = [3, n0, _DMMERere,
    0,
    [],
    []
];
var DimensionalPriceRate$ = [3, n0, _DPR,
    0,
    [_di, _pr, _d, _u],
    [0, 0, 0, 0]
];
var DistillationConfig$ = [3, n0, _DC,
    0,
    [_tMC],
    [() => TeacherModelConfig$], 1
];
var EvaluationBedrockModel$ = [3, n0, _EBM,
    0,
    [_mI, _iP, _pC],
    [0, [() => EvaluationModelInferenceParams, 0], () => PerformanceConfiguration$], 1
];
var EvaluationDataset$ = [3, n0, _ED,
    0,
    [_n, _dL],
    [[() => EvaluationDatasetName, 0], () => EvaluationDatasetLocation$], 1
];
var EvaluationDatasetMetricConfig$ = [3, n0, _EDMC,
    0,
    [_tT, _dat, _mNe],
    [0, [() => EvaluationDataset$, 0], [() => EvaluationMetricNames, 0]], 3
];
var EvaluationInferenceConfigSummary$ = [3, n0, _EICS,
    0,
    [_mCS, _rCS],
    [() => EvaluationModelConfigSummary$, () => EvaluationRagConfigSummary$]
];
var EvaluationModelConfigSummary$ = [3, n0, _EMCS,
    0,
    [_bMIe, _pISI],
    [64 | 0, 64 | 0]
];
var EvaluationOutputDataConfig$ = [3, n0, _EODC,
    0,
    [_sU],
    [0], 1
];
var EvaluationPrecomputedInferenceSource$ = [3, n0, _EPIS,
    0,
    [_iSI],
    [0], 1
];
var EvaluationPrecomputedRetrieveAndGenerateSourceConfig$ = [3, n0, _EPRAGSC,
    0,
    [_rSI],
    [0], 1
];
var EvaluationPrecomputedRetrieveSourceConfig$ = [3, n0, _EPRSC,
    0,
    [_rSI],
    [0], 1
];
var EvaluationRagConfigSummary$ = [3, n0, _ERCS,
    0,
    [_bKBI, _pRSI],
    [64 | 0, 64 | 0]
];
var EvaluationSummary$ = [3, n0, _ES,
    0,
    [_jA, _jN, _st, _cT, _jTo, _eTT, _mIod, _rIa, _eMI, _cMEMI, _iCS, _aTp],
    [0, 0, 0, 5, 0, 64 | 0, 64 | 0, 64 | 0, 64 | 0, 64 | 0, () => EvaluationInferenceConfigSummary$, 0], 6
];
var ExportAutomatedReasoningPolicyVersionRequest$ = [3, n0, _EARPVR,
    0,
    [_pA],
    [[0, 1]], 1
];
var ExportAutomatedReasoningPolicyVersionResponse$ = [3, n0, _EARPVRx,
    0,
    [_pD],
    [[() => AutomatedReasoningPolicyDefinition$, 16]], 1
];
var ExternalSource$ = [3, n0, _ESx,
    0,
    [_sT, _sL, _bC],
    [0, () => S3ObjectDoc$, [() => ByteContentDoc$, 0]], 1
];
var ExternalSourcesGenerationConfiguration$ = [3, n0, _ESGC,
    0,
    [_pT, _gCu, _kIC, _aMRF],
    [[() => PromptTemplate$, 0], () => GuardrailConfiguration$, () => KbInferenceConfig$, 128 | 15]
];
var ExternalSourcesRetrieveAndGenerateConfiguration$ = [3, n0, _ESRAGC,
    0,
    [_mA, _so, _gCe],
    [0, [() => ExternalSources, 0], [() => ExternalSourcesGenerationConfiguration$, 0]], 2
];
var FieldForReranking$ = [3, n0, _FFR,
    0,
    [_fN],
    [0], 1
];
var FilterAttribute$ = [3, n0, _FA,
    0,
    [_k, _va],
    [0, 15], 2
];
var FoundationModelDetails$ = [3, n0, _FMD,
    0,
    [_mA, _mIo, _mN, _pNr, _iM, _oM, _rSS, _cSu, _iTS, _mL],
    [0, 0, 0, 0, 64 | 0, 64 | 0, 2, 64 | 0, 64 | 0, () => FoundationModelLifecycle$], 2
];
var FoundationModelLifecycle$ = [3, n0, _FML,
    0,
    [_st, _sOLT, _eOLT, _lTe, _pEAT],
    [0, 5, 5, 5, 5], 1
];
var FoundationModelSummary$ = [3, n0, _FMS,
    0,
    [_mA, _mIo, _mN, _pNr, _iM, _oM, _rSS, _cSu, _iTS, _mL],
    [0, 0, 0, 0, 64 | 0, 64 | 0, 2, 64 | 0, 64 | 0, () => FoundationModelLifecycle$], 2
];
var GenerationConfiguration$ = [3, n0, _GC,
    0,
    [_pT, _gCu, _kIC, _aMRF],
    [[() => PromptTemplate$, 0], () => GuardrailConfiguration$, () => KbInferenceConfig$, 128 | 15]
];
var GetAccountDataRetentionRequest$ = [3, n0, _GADRR,
    0,
    [],
    []
];
var GetAccountDataRetentionResponse$ = [3, n0, _GADRRe,
    0,
    [_mod, _uA],
    [0, 5], 1
];
var GetAdvancedPromptOptimizationJobRequest$ = [3, n0, _GAPOJR,
    0,
    [_jI],
    [[0, 1]], 1
];
var GetAdvancedPromptOptimizationJobResponse$ = [3, n0, _GAPOJRe,
    0,
    [_jA, _jN, _jS, _iC, _oC, _cT, _mC, _jD, _eKA, _lMT, _fMa],
    [0, 0, 0, () => AdvancedPromptOptimizationInputConfig$, () => AdvancedPromptOptimizationOutputConfig$, 5, () => ModelConfigurations, 0, 0, 5, 0], 7
];
var GetAutomatedReasoningPolicyAnnotationsRequest$ = [3, n0, _GARPAR,
    0,
    [_pA, _bWI],
    [[0, 1], [0, 1]], 2
];
var GetAutomatedReasoningPolicyAnnotationsResponse$ = [3, n0, _GARPARe,
    0,
    [_pA, _n, _bWI, _an, _aSH, _uA],
    [0, [() => AutomatedReasoningPolicyName, 0], 0, [() => AutomatedReasoningPolicyAnnotationList, 0], 0, 5], 6
];
var GetAutomatedReasoningPolicyBuildWorkflowRequest$ = [3, n0, _GARPBWR,
    0,
    [_pA, _bWI],
    [[0, 1], [0, 1]], 2
];
var GetAutomatedReasoningPolicyBuildWorkflowResponse$ = [3, n0, _GARPBWRe,
    0,
    [_pA, _bWI, _st, _bWT, _cA, _uA, _dN, _dCT, _dD],
    [0, 0, 0, 0, 5, 5, [() => AutomatedReasoningPolicyBuildDocumentName, 0], 0, [() => AutomatedReasoningPolicyBuildDocumentDescription, 0]], 6
];
var GetAutomatedReasoningPolicyBuildWorkflowResultAssetsRequest$ = [3, n0, _GARPBWRAR,
    0,
    [_pA, _bWI, _aT, _aI],
    [[0, 1], [0, 1], [0, { [_hQ]: _aT }], [0, { [_hQ]: _aI }]], 3
];
var GetAutomatedReasoningPolicyBuildWorkflowResultAssetsResponse$ = [3, n0, _GARPBWRARe,
    0,
    [_pA, _bWI, _bWA],
    [0, 0, [() => AutomatedReasoningPolicyBuildResultAssets$, 0]], 2
];
var GetAutomatedReasoningPolicyNextScenarioRequest$ = [3, n0, _GARPNSR,
    0,
    [_pA, _bWI],
    [[0, 1], [0, 1]], 2
];
var GetAutomatedReasoningPolicyNextScenarioResponse$ = [3, n0, _GARPNSRe,
    0,
    [_pA, _sc],
    [0, [() => AutomatedReasoningPolicyScenario$, 0]], 1
];
var GetAutomatedReasoningPolicyRequest$ = [3, n0, _GARPR,
    0,
    [_pA],
    [[0, 1]], 1
];
var GetAutomatedReasoningPolicyResponse$ = [3, n0, _GARPRe,
    0,
    [_pA, _n, _ve, _pI, _dHe, _uA, _d, _kKA, _cA],
    [0, [() => AutomatedReasoningPolicyName, 0], 0, 0, 0, 5, [() => AutomatedReasoningPolicyDescription, 0], 0, 5], 6
];
var GetAutomatedReasoningPolicyTestCaseRequest$ = [3, n0, _GARPTCR,
    0,
    [_pA, _tCI],
    [[0, 1], [0, 1]], 2
];
var GetAutomatedReasoningPolicyTestCaseResponse$ = [3, n0, _GARPTCRe,
    0,
    [_pA, _tCe],
    [0, [() => AutomatedReasoningPolicyTestCase$, 0]], 2
];
var GetAutomatedReasoningPolicyTestResultRequest$ = [3, n0, _GARPTRR,
    0,
    [_pA, _bWI, _tCI],
    [[0, 1], [0, 1], [0, 1]], 3
];
var GetAutomatedReasoningPolicyTestResultResponse$ = [3, n0, _GARPTRRe,
    0,
    [_tR],
    [[() => AutomatedReasoningPolicyTestResult$, 0]], 1
];
var GetCustomModelDeploymentRequest$ = [3, n0, _GCMDR,
    0,
    [_cMDI],
    [[0, 1]], 1
];
var GetCustomModelDeploymentResponse$ = [3, n0, _GCMDRe,
    0,
    [_cMDA, _mDN, _mA, _cA, _st, _d, _uD, _fMa, _lUA],
    [0, 0, 0, 5, 0, 0, () => CustomModelDeploymentUpdateDetails$, 0, 5], 5
];
var GetCustomModelRequest$ = [3, n0, _GCMR,
    0,
    [_mI],
    [[0, 1]], 1
];
var GetCustomModelResponse$ = [3, n0, _GCMRe,
    0,
    [_mA, _mN, _cT, _jN, _jA, _bMA, _cTu, _mKKA, _hP, _tDC, _vDC, _oDC, _tM, _vM, _cC, _mSo, _fMa],
    [0, 0, 5, 0, 0, 0, 0, 0, 128 | 0, [() => TrainingDataConfig$, 0], () => ValidationDataConfig$, () => OutputDataConfig$, () => TrainingMetrics$, () => ValidationMetrics, () => CustomizationConfig$, 0, 0], 3
];
var GetEvaluationJobRequest$ = [3, n0, _GEJR,
    0,
    [_jI],
    [[() => EvaluationJobIdentifier, 1]], 1
];
var GetEvaluationJobResponse$ = [3, n0, _GEJRe,
    0,
    [_jN, _st, _jA, _rA, _jTo, _eC, _iCn, _oDC, _cT, _jD, _cEKI, _aTp, _lMT, _fMai],
    [0, 0, 0, 0, 0, [() => EvaluationConfig$, 0], [() => EvaluationInferenceConfig$, 0], () => EvaluationOutputDataConfig$, 5, [() => EvaluationJobDescription, 0], 0, 0, 5, 64 | 0], 9
];
var GetFoundationModelAvailabilityRequest$ = [3, n0, _GFMAR,
    0,
    [_mIo],
    [[0, 1]], 1
];
var GetFoundationModelAvailabilityResponse$ = [3, n0, _GFMARe,
    0,
    [_mIo, _aA, _aSu, _eAn, _rAeg],
    [0, () => AgreementAvailability$, 0, 0, 0], 5
];
var GetFoundationModelRequest$ = [3, n0, _GFMR,
    0,
    [_mI],
    [[0, 1]], 1
];
var GetFoundationModelResponse$ = [3, n0, _GFMRe,
    0,
    [_mD],
    [() => FoundationModelDetails$]
];
var GetGuardrailRequest$ = [3, n0, _GGR,
    0,
    [_gI, _gV],
    [[0, 1], [0, { [_hQ]: _gV }]], 1
];
var GetGuardrailResponse$ = [3, n0, _GGRe,
    0,
    [_n, _gIu, _gA, _ve, _st, _cA, _uA, _bIM, _bOM, _d, _tP, _cP, _wP, _sIP, _cGP, _aRP, _cRD, _sRt, _fR, _kKA],
    [[() => GuardrailName, 0], 0, 0, 0, 0, 5, 5, [() => GuardrailBlockedMessaging, 0], [() => GuardrailBlockedMessaging, 0], [() => GuardrailDescription, 0], [() => GuardrailTopicPolicy$, 0], [() => GuardrailContentPolicy$, 0], [() => GuardrailWordPolicy$, 0], () => GuardrailSensitiveInformationPolicy$, [() => GuardrailContextualGroundingPolicy$, 0], () => GuardrailAutomatedReasoningPolicy$, () => GuardrailCrossRegionDetails$, [() => GuardrailStatusReasons, 0], [() => GuardrailFailureRecommendations, 0], 0], 9
];
var GetImportedModelRequest$ = [3, n0, _GIMR,
    0,
    [_mI],
    [[0, 1]], 1
];
var GetImportedModelResponse$ = [3, n0, _GIMRe,
    0,
    [_mA, _mN, _jN, _jA, _mDS, _cT, _mAo, _mKKA, _iS, _cMU],
    [0, 0, 0, 0, () => ModelDataSource$, 5, 0, 0, 2, () => CustomModelUnits$]
];
var GetInferenceProfileRequest$ = [3, n0, _GIPR,
    0,
    [_iPI],
    [[0, 1]], 1
];
var GetInferenceProfileResponse$ = [3, n0, _GIPRe,
    0,
    [_iPN, _iPA, _mo, _iPIn, _st, _ty, _d, _cA, _uA],
    [0, 0, () => InferenceProfileModels, 0, 0, 0, [() => InferenceProfileDescription, 0], 5, 5], 6
];
var GetMarketplaceModelEndpointRequest$ = [3, n0, _GMMER,
    0,
    [_eA],
    [[0, 1]], 1
];
var GetMarketplaceModelEndpointResponse$ = [3, n0, _GMMERe,
    0,
    [_mME],
    [() => MarketplaceModelEndpoint$]
];
var GetModelCopyJobRequest$ = [3, n0, _GMCJR,
    0,
    [_jA],
    [[0, 1]], 1
];
var GetModelCopyJobResponse$ = [3, n0, _GMCJRe,
    0,
    [_jA, _st, _cT, _tMA, _sAI, _sMA, _tMN, _tMKKA, _tMT, _fMa, _sMN],
    [0, 0, 5, 0, 0, 0, 0, 0, () => TagList, 0, 0], 6
];
var GetModelCustomizationJobRequest$ = [3, n0, _GMCJRet,
    0,
    [_jI],
    [[0, 1]], 1
];
var GetModelCustomizationJobResponse$ = [3, n0, _GMCJReto,
    0,
    [_jA, _jN, _oMN, _rA, _cT, _bMA, _tDC, _vDC, _oDC, _oMA, _cRT, _st, _sD, _fMa, _lMT, _eT, _hP, _cTu, _oMKKA, _tM, _vM, _vCp, _cC],
    [0, 0, 0, 0, 5, 0, [() => TrainingDataConfig$, 0], () => ValidationDataConfig$, () => OutputDataConfig$, 0, 0, 0, () => StatusDetails$, 0, 5, 5, 128 | 0, 0, 0, () => TrainingMetrics$, () => ValidationMetrics, () => VpcConfig$, () => CustomizationConfig$], 9
];
var GetModelImportJobRequest$ = [3, n0, _GMIJR,
    0,
    [_jI],
    [[0, 1]], 1
];
var GetModelImportJobResponse$ = [3, n0, _GMIJRe,
    0,
    [_jA, _jN, _iMN, _iMA, _rA, _mDS, _st, _fMa, _cT, _lMT, _eT, _vCp, _iMKKA],
    [0, 0, 0, 0, 0, () => ModelDataSource$, 0, 0, 5, 5, 5, () => VpcConfig$, 0]
];
var GetModelInvocationJobRequest$ = [3, n0, _GMIJRet,
    0,
    [_jI],
    [[0, 1]], 1
];
var GetModelInvocationJobResponse$ = [3, n0, _GMIJReto,
    0,
    [_jA, _mIo, _rA, _sTu, _iDC, _oDC, _jN, _cRT, _st, _m, _lMT, _eT, _vCp, _tDIH, _jET, _mIT, _tRC, _pRC, _sRC, _eRC],
    [0, 0, 0, 5, () => ModelInvocationJobInputDataConfig$, () => ModelInvocationJobOutputDataConfig$, 0, 0, 0, [() => Message, 0], 5, 5, () => VpcConfig$, 1, 5, 0, 1, 1, 1, 1], 6
];
var GetModelInvocationLoggingConfigurationRequest$ = [3, n0, _GMILCR,
    0,
    [],
    []
];
var GetModelInvocationLoggingConfigurationResponse$ = [3, n0, _GMILCRe,
    0,
    [_lC],
    [() => LoggingConfig$]
];
var GetPromptRouterRequest$ = [3, n0, _GPRR,
    0,
    [_pRA],
    [[0, 1]], 1
];
var GetPromptRouterResponse$ = [3, n0, _GPRRe,
    0,
    [_pRN, _rCo, _pRA, _mo, _fM, _st, _ty, _d, _cA, _uA],
    [0, () => RoutingCriteria$, 0, () => PromptRouterTargetModels, () => PromptRouterTargetModel$, 0, 0, [() => PromptRouterDescription, 0], 5, 5], 7
];
var GetProvisionedModelThroughputRequest$ = [3, n0, _GPMTR,
    0,
    [_pMI],
    [[0, 1]], 1
];
var GetProvisionedModelThroughputResponse$ = [3, n0, _GPMTRe,
    0,
    [_mU, _dMU, _pMN, _pMA, _mA, _dMA, _fMA, _st, _cT, _lMT, _fMa, _cD, _cET],
    [1, 1, 0, 0, 0, 0, 0, 0, 5, 5, 0, 0, 5], 10
];
var GetResourcePolicyRequest$ = [3, n0, _GRPR,
    0,
    [_rAe],
    [[0, 1]], 1
];
var GetResourcePolicyResponse$ = [3, n0, _GRPRe,
    0,
    [_rP],
    [0]
];
var GetUseCaseForModelAccessRequest$ = [3, n0, _GUCFMAR,
    0,
    [],
    []
];
var GetUseCaseForModelAccessResponse$ = [3, n0, _GUCFMARe,
    0,
    [_fD],
    [21], 1
];
var GuardrailAutomatedReasoningPolicy$ = [3, n0, _GARP,
    0,
    [_po, _cTo],
    [64 | 0, 1], 1
];
var GuardrailAutomatedReasoningPolicyConfig$ = [3, n0, _GARPC,
    0,
    [_po, _cTo],
    [64 | 0, 1], 1
];
var GuardrailConfiguration$ = [3, n0, _GCu,
    0,
    [_gIu, _gV],
    [0, 0], 2
];
var GuardrailContentFilter$ = [3, n0, _GCF,
    0,
    [_ty, _iSn, _oS, _iM, _oM, _iA, _oA, _iE, _oE],
    [0, 0, 0, [() => GuardrailModalities, 0], [() => GuardrailModalities, 0], [() => GuardrailContentFilterAction$1, 0], [() => GuardrailContentFilterAction$1, 0], 2, 2], 3
];
var GuardrailContentFilterConfig$ = [3, n0, _GCFC,
    0,
    [_ty, _iSn, _oS, _iM, _oM, _iA, _oA, _iE, _oE],
    [0, 0, 0, [() => GuardrailModalities, 0], [() => GuardrailModalities, 0], [() => GuardrailContentFilterAction$1, 0], [() => GuardrailContentFilterAction$1, 0], 2, 2], 3
];
var GuardrailContentFiltersTier$ = [3, n0, _GCFT,
    0,
    [_tNi],
    [[() => GuardrailContentFiltersTierName$1, 0]], 1
];
var GuardrailContentFiltersTierConfig$ = [3, n0, _GCFTC,
    0,
    [_tNi],
    [[() => GuardrailContentFiltersTierName$1, 0]], 1
];
var GuardrailContentPolicy$ = [3, n0, _GCP,
    0,
    [_fi, _ti],
    [[() => GuardrailContentFilters, 0], [() => GuardrailContentFiltersTier$, 0]]
];
var GuardrailContentPolicyConfig$ = [3, n0, _GCPC,
    0,
    [_fC, _tCi],
    [[() => GuardrailContentFiltersConfig, 0], [() => GuardrailContentFiltersTierConfig$, 0]], 1
];
var GuardrailContextualGroundingFilter$ = [3, n0, _GCGF,
    0,
    [_ty, _th, _ac, _ena],
    [0, 1, [() => GuardrailContextualGroundingAction$1, 0], 2], 2
];
var GuardrailContextualGroundingFilterConfig$ = [3, n0, _GCGFC,
    0,
    [_ty, _th, _ac, _ena],
    [0, 1, [() => GuardrailContextualGroundingAction$1, 0], 2], 2
];
var GuardrailContextualGroundingPolicy$ = [3, n0, _GCGP,
    0,
    [_fi, _ti],
    [[() => GuardrailContextualGroundingFilters, 0], [() => GuardrailContextualGroundingTier$, 0]], 1
];
var GuardrailContextualGroundingPolicyConfig$ = [3, n0, _GCGPC,
    0,
    [_fC, _tCi],
    [[() => GuardrailContextualGroundingFiltersConfig, 0], [() => GuardrailContextualGroundingTierConfig$, 0]], 1
];
var GuardrailContextualGroundingTier$ = [3, n0, _GCGT,
    0,
    [_tNi],
    [[() => GuardrailContextualGroundingTierName$1, 0]], 1
];
var GuardrailContextualGroundingTierConfig$ = [3, n0, _GCGTC,
    0,
    [_tNi],
    [[() => GuardrailContextualGroundingTierName$1, 0]], 1
];
var GuardrailCrossRegionConfig$ = [3, n0, _GCRC,
    0,
    [_gPI],
    [0], 1
];
var GuardrailCrossRegionDetails$ = [3, n0, _GCRD,
    0,
    [_gPIu, _gPA],
    [0, 0]
];
var GuardrailManagedWords$ = [3, n0, _GMW,
    0,
    [_ty, _iA, _oA, _iE, _oE],
    [0, [() => GuardrailWordAction$1, 0], [() => GuardrailWordAction$1, 0], 2, 2], 1
];
var GuardrailManagedWordsConfig$ = [3, n0, _GMWC,
    0,
    [_ty, _iA, _oA, _iE, _oE],
    [0, [() => GuardrailWordAction$1, 0], [() => GuardrailWordAction$1, 0], 2, 2], 1
];
var GuardrailPiiEntity$ = [3, n0, _GPE,
    0,
    [_ty, _ac, _iA, _oA, _iE, _oE],
    [0, 0, 0, 0, 2, 2], 2
];
var GuardrailPiiEntityConfig$ = [3, n0, _GPEC,
    0,
    [_ty, _ac, _iA, _oA, _iE, _oE],
    [0, 0, 0, 0, 2, 2], 2
];
var GuardrailRegex$ = [3, n0, _GR,
    0,
    [_n, _pa, _ac, _d, _iA, _oA, _iE, _oE],
    [0, 0, 0, 0, 0, 0, 2, 2], 3
];
var GuardrailRegexConfig$ = [3, n0, _GRC,
    0,
    [_n, _pa, _ac, _d, _iA, _oA, _iE, _oE],
    [0, 0, 0, 0, 0, 0, 2, 2], 3
];
var GuardrailSensitiveInformationPolicy$ = [3, n0, _GSIP,
    0,
    [_pEi, _re],
    [() => GuardrailPiiEntities, () => GuardrailRegexes]
];
var GuardrailSensitiveInformationPolicyConfig$ = [3, n0, _GSIPC,
    0,
    [_pEC, _rCe],
    [() => GuardrailPiiEntitiesConfig, () => GuardrailRegexesConfig]
];
var GuardrailSummary$ = [3, n0, _GS,
    0,
    [_i, _ar, _st, _n, _ve, _cA, _uA, _d, _cRD],
    [0, 0, 0, [() => GuardrailName, 0], 0, 5, 5, [() => GuardrailDescription, 0], () => GuardrailCrossRegionDetails$], 7
];
var GuardrailTopic$ = [3, n0, _GT,
    0,
    [_n, _de, _exa, _ty, _iA, _oA, _iE, _oE],
    [[() => GuardrailTopicName, 0], [() => GuardrailTopicDefinition, 0], [() => GuardrailTopicExamples, 0], 0, [() => GuardrailTopicAction$1, 0], [() => GuardrailTopicAction$1, 0], 2, 2], 2
];
var GuardrailTopicConfig$ = [3, n0, _GTC,
    0,
    [_n, _de, _ty, _exa, _iA, _oA, _iE, _oE],
    [[() => GuardrailTopicName, 0], [() => GuardrailTopicDefinition, 0], 0, [() => GuardrailTopicExamples, 0], [() => GuardrailTopicAction$1, 0], [() => GuardrailTopicAction$1, 0], 2, 2], 3
];
var GuardrailTopicPolicy$ = [3, n0, _GTP,
    0,
    [_to, _ti],
    [[() => GuardrailTopics, 0], [() => GuardrailTopicsTier$, 0]], 1
];
var GuardrailTopicPolicyConfig$ = [3, n0, _GTPC,
    0,
    [_tCo, _tCi],
    [[() => GuardrailTopicsConfig, 0], [() => GuardrailTopicsTierConfig$, 0]], 1
];
var GuardrailTopicsTier$ = [3, n0, _GTT,
    0,
    [_tNi],
    [[() => GuardrailTopicsTierName$1, 0]], 1
];
var GuardrailTopicsTierConfig$ = [3, n0, _GTTC,
    0,
    [_tNi],
    [[() => GuardrailTopicsTierName$1, 0]], 1
];
var GuardrailWord$ = [3, n0, _GW,
    0,
    [_te, _iA, _oA, _iE, _oE],
    [0, [() => GuardrailWordAction$1, 0], [() => GuardrailWordAction$1, 0], 2, 2], 1
];
var GuardrailWordConfig$ = [3, n0, _GWC,
    0,
    [_te, _iA, _oA, _iE, _oE],
    [0, [() => GuardrailWordAction$1, 0], [() => GuardrailWordAction$1, 0], 2, 2], 1
];
var GuardrailWordPolicy$ = [3, n0, _GWP,
    0,
    [_w, _mWL],
    [[() => GuardrailWords, 0], [() => GuardrailManagedWordLists, 0]]
];
var GuardrailWordPolicyConfig$ = [3, n0, _GWPC,
    0,
    [_wCo, _mWLC],
    [[() => GuardrailWordsConfig, 0], [() => GuardrailManagedWordListsConfig, 0]]
];
var HumanEvaluationConfig$ = [3, n0, _HEC,
    0,
    [_dMC, _hWC, _cM],
    [[() => EvaluationDatasetMetricConfigs, 0], [() => HumanWorkflowConfig$, 0], [() => HumanEvaluationCustomMetrics, 0]], 1
];
var HumanEvaluationCustomMetric$ = [3, n0, _HECM,
    0,
    [_n, _rM, _d],
    [[() => EvaluationMetricName, 0], 0, [() => EvaluationMetricDescription, 0]], 2
];
var HumanWorkflowConfig$ = [3, n0, _HWC,
    0,
    [_fDA, _in],
    [0, [() => HumanTaskInstructions, 0]], 1
];
var ImplicitFilterConfiguration$ = [3, n0, _IFC,
    0,
    [_mAe, _mA],
    [[() => MetadataAttributeSchemaList, 0], 0], 2
];
var ImportedModelSummary$ = [3, n0, _IMS,
    0,
    [_mA, _mN, _cT, _iS, _mAo],
    [0, 0, 5, 2, 0], 3
];
var InferenceConfiguration$ = [3, n0, _IC,
    0,
    [_mTa, _tem, _tPo, _sS],
    [1, 1, 1, 64 | 0]
];
var InferenceProfileModel$ = [3, n0, _IPM,
    0,
    [_mA],
    [0]
];
var InferenceProfileSummary$ = [3, n0, _IPS,
    0,
    [_iPN, _iPA, _mo, _iPIn, _st, _ty, _d, _cA, _uA],
    [0, 0, () => InferenceProfileModels, 0, 0, 0, [() => InferenceProfileDescription, 0], 5, 5], 6
];
var InvocationLogsConfig$ = [3, n0, _ILC,
    0,
    [_iLS, _uPR, _rMF],
    [() => InvocationLogSource$, 2, [() => RequestMetadataFilters$, 0]], 1
];
var KbInferenceConfig$ = [3, n0, _KIC,
    0,
    [_tIC],
    [() => TextInferenceConfig$]
];
var KnowledgeBaseRetrievalConfiguration$ = [3, n0, _KBRC,
    0,
    [_vSC],
    [[() => KnowledgeBaseVectorSearchConfiguration$, 0]], 1
];
var KnowledgeBaseRetrieveAndGenerateConfiguration$ = [3, n0, _KBRAGC,
    0,
    [_kBI, _mA, _rCet, _gCe, _oCr],
    [0, 0, [() => KnowledgeBaseRetrievalConfiguration$, 0], [() => GenerationConfiguration$, 0], () => OrchestrationConfiguration$], 2
];
var KnowledgeBaseVectorSearchConfiguration$ = [3, n0, _KBVSC,
    0,
    [_nOR, _oST, _fil, _iFC, _rCer],
    [1, 0, [() => RetrievalFilter$, 0], [() => ImplicitFilterConfiguration$, 0], [() => VectorSearchRerankingConfiguration$, 0]]
];
var LambdaGraderConfig$ = [3, n0, _LGC,
    0,
    [_lA],
    [0], 1
];
var LegalTerm$ = [3, n0, _LT,
    0,
    [_ur],
    [0]
];
var ListAdvancedPromptOptimizationJobsRequest$ = [3, n0, _LAPOJR,
    0,
    [_mR, _nT, _sB, _sO],
    [[1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
];
var ListAdvancedPromptOptimizationJobsResponse$ = [3, n0, _LAPOJRi,
    0,
    [_jSo, _nT],
    [() => AdvancedPromptOptimizationJobSummaries, 0]
];
var ListAutomatedReasoningPoliciesRequest$ = [3, n0, _LARPR,
    0,
    [_pA, _nT, _mR],
    [[0, { [_hQ]: _pA }], [0, { [_hQ]: _nT }], [1, { [_hQ]: _mR }]]
];
var ListAutomatedReasoningPoliciesResponse$ = [3, n0, _LARPRi,
    0,
    [_aRPS, _nT],
    [[() => AutomatedReasoningPolicySummaries, 0], 0], 1
];
var ListAutomatedReasoningPolicyBuildWorkflowsRequest$ = [3, n0, _LARPBWR,
    0,
    [_pA, _nT, _mR],
    [[0, 1], [0, { [_hQ]: _nT }], [1, { [_hQ]: _mR }]], 1
];
var ListAutomatedReasoningPolicyBuildWorkflowsResponse$ = [3, n0, _LARPBWRi,
    0,
    [_aRPBWS, _nT],
    [() => AutomatedReasoningPolicyBuildWorkflowSummaries, 0], 1
];
var ListAutomatedReasoningPolicyTestCasesRequest$ = [3, n0, _LARPTCR,
    0,
    [_pA, _nT, _mR],
    [[0, 1], [0, { [_hQ]: _nT }], [1, { [_hQ]: _mR }]], 1
];
var ListAutomatedReasoningPolicyTestCasesResponse$ = [3, n0, _LARPTCRi,
    0,
    [_tCes, _nT],
    [[() => AutomatedReasoningPolicyTestCaseList, 0], 0], 1
];
var ListAutomatedReasoningPolicyTestResultsRequest$ = [3, n0, _LARPTRR,
    0,
    [_pA, _bWI, _nT, _mR],
    [[0, 1], [0, 1], [0, { [_hQ]: _nT }], [1, { [_hQ]: _mR }]], 2
];
var ListAutomatedReasoningPolicyTestResultsResponse$ = [3, n0, _LARPTRRi,
    0,
    [_tRe, _nT],
    [[() => AutomatedReasoningPolicyTestList, 0], 0], 1
];
var ListCustomModelDeploymentsRequest$ = [3, n0, _LCMDR,
    0,
    [_cBr, _cAr, _nC, _mR, _nT, _sB, _sO, _sEt, _mAE],
    [[5, { [_hQ]: _cBr }], [5, { [_hQ]: _cAr }], [0, { [_hQ]: _nC }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }], [0, { [_hQ]: _sEt }], [0, { [_hQ]: _mAE }]]
];
var ListCustomModelDeploymentsResponse$ = [3, n0, _LCMDRi,
    0,
    [_nT, _mDSo],
    [0, () => CustomModelDeploymentSummaryList]
];
var ListCustomModelsRequest$ = [3, n0, _LCMR,
    0,
    [_cTB, _cTA, _nC, _bMAE, _fMAE, _mR, _nT, _sB, _sO, _iO, _mSo],
    [[5, { [_hQ]: _cTB }], [5, { [_hQ]: _cTA }], [0, { [_hQ]: _nC }], [0, { [_hQ]: _bMAE }], [0, { [_hQ]: _fMAE }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }], [2, { [_hQ]: _iO }], [0, { [_hQ]: _mSo }]]
];
var ListCustomModelsResponse$ = [3, n0, _LCMRi,
    0,
    [_nT, _mSod],
    [0, () => CustomModelSummaryList]
];
var ListEnforcedGuardrailsConfigurationRequest$ = [3, n0, _LEGCR,
    0,
    [_nT],
    [[0, { [_hQ]: _nT }]]
];
var ListEnforcedGuardrailsConfigurationResponse$ = [3, n0, _LEGCRi,
    0,
    [_gCua, _nT],
    [() => AccountEnforcedGuardrailsOutputConfiguration, 0], 1
];
var ListEvaluationJobsRequest$ = [3, n0, _LEJR,
    0,
    [_cTA, _cTB, _sEt, _aTE, _nC, _mR, _nT, _sB, _sO],
    [[5, { [_hQ]: _cTA }], [5, { [_hQ]: _cTB }], [0, { [_hQ]: _sEt }], [0, { [_hQ]: _aTE }], [0, { [_hQ]: _nC }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
];
var ListEvaluationJobsResponse$ = [3, n0, _LEJRi,
    0,
    [_nT, _jSo],
    [0, () => EvaluationSummaries]
];
var ListFoundationModelAgreementOffersRequest$ = [3, n0, _LFMAOR,
    0,
    [_mIo, _oTf],
    [[0, 1], [0, { [_hQ]: _oTf }]], 1
];
var ListFoundationModelAgreementOffersResponse$ = [3, n0, _LFMAORi,
    0,
    [_mIo, _of],
    [0, () => Offers], 2
];
var ListFoundationModelsRequest$ = [3, n0, _LFMR,
    0,
    [_bP, _bCT, _bOMy, _bIT],
    [[0, { [_hQ]: _bP }], [0, { [_hQ]: _bCT }], [0, { [_hQ]: _bOMy }], [0, { [_hQ]: _bIT }]]
];
var ListFoundationModelsResponse$ = [3, n0, _LFMRi,
    0,
    [_mSod],
    [() => FoundationModelSummaryList]
];
var ListGuardrailsRequest$ = [3, n0, _LGR,
    0,
    [_gI, _mR, _nT],
    [[0, { [_hQ]: _gI }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }]]
];
var ListGuardrailsResponse$ = [3, n0, _LGRi,
    0,
    [_g, _nT],
    [[() => GuardrailSummaries, 0], 0], 1
];
var ListImportedModelsRequest$ = [3, n0, _LIMR,
    0,
    [_cTB, _cTA, _nC, _mR, _nT, _sB, _sO],
    [[5, { [_hQ]: _cTB }], [5, { [_hQ]: _cTA }], [0, { [_hQ]: _nC }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
];
var ListImportedModelsResponse$ = [3, n0, _LIMRi,
    0,
    [_nT, _mSod],
    [0, () => ImportedModelSummaryList]
];
var ListInferenceProfilesRequest$ = [3, n0, _LIPR,
    0,
    [_mR, _nT, _tE],
    [[1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _ty }]]
];
var ListInferenceProfilesResponse$ = [3, n0, _LIPRi,
    0,
    [_iPS, _nT],
    [[() => InferenceProfileSummaries, 0], 0]
];
var ListMarketplaceModelEndpointsRequest$ = [3, n0, _LMMER,
    0,
    [_mR, _nT, _mSE],
    [[1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _mSI }]]
];
var ListMarketplaceModelEndpointsResponse$ = [3, n0, _LMMERi,
    0,
    [_mMEa, _nT],
    [() => MarketplaceModelEndpointSummaries, 0]
];
var ListModelCopyJobsRequest$ = [3, n0, _LMCJR,
    0,
    [_cTA, _cTB, _sEt, _sAE, _sMAE, _tMNC, _mR, _nT, _sB, _sO],
    [[5, { [_hQ]: _cTA }], [5, { [_hQ]: _cTB }], [0, { [_hQ]: _sEt }], [0, { [_hQ]: _sAE }], [0, { [_hQ]: _sMAE }], [0, { [_hQ]: _oMNC }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
];
var ListModelCopyJobsResponse$ = [3, n0, _LMCJRi,
    0,
    [_nT, _mCJS],
    [0, () => ModelCopyJobSummaries]
];
var ListModelCustomizationJobsRequest$ = [3, n0, _LMCJRis,
    0,
    [_cTA, _cTB, _sEt, _nC, _mR, _nT, _sB, _sO],
    [[5, { [_hQ]: _cTA }], [5, { [_hQ]: _cTB }], [0, { [_hQ]: _sEt }], [0, { [_hQ]: _nC }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
];
var ListModelCustomizationJobsResponse$ = [3, n0, _LMCJRist,
    0,
    [_nT, _mCJSo],
    [0, () => ModelCustomizationJobSummaries]
];
var ListModelImportJobsRequest$ = [3, n0, _LMIJR,
    0,
    [_cTA, _cTB, _sEt, _nC, _mR, _nT, _sB, _sO],
    [[5, { [_hQ]: _cTA }], [5, { [_hQ]: _cTB }], [0, { [_hQ]: _sEt }], [0, { [_hQ]: _nC }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
];
var ListModelImportJobsResponse$ = [3, n0, _LMIJRi,
    0,
    [_nT, _mIJS],
    [0, () => ModelImportJobSummaries]
];
var ListModelInvocationJobsRequest$ = [3, n0, _LMIJRis,
    0,
    [_sTA, _sTB, _sEt, _nC, _mR, _nT, _sB, _sO],
    [[5, { [_hQ]: _sTA }], [5, { [_hQ]: _sTB }], [0, { [_hQ]: _sEt }], [0, { [_hQ]: _nC }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
];
var ListModelInvocationJobsResponse$ = [3, n0, _LMIJRist,
    0,
    [_nT, _iJS],
    [0, [() => ModelInvocationJobSummaries, 0]]
];
var ListPromptRoutersRequest$ = [3, n0, _LPRR,
    0,
    [_mR, _nT, _ty],
    [[1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _ty }]]
];
var ListPromptRoutersResponse$ = [3, n0, _LPRRi,
    0,
    [_pRS, _nT],
    [[() => PromptRouterSummaries, 0], 0]
];
var ListProvisionedModelThroughputsRequest$ = [3, n0, _LPMTR,
    0,
    [_cTA, _cTB, _sEt, _mAE, _nC, _mR, _nT, _sB, _sO],
    [[5, { [_hQ]: _cTA }], [5, { [_hQ]: _cTB }], [0, { [_hQ]: _sEt }], [0, { [_hQ]: _mAE }], [0, { [_hQ]: _nC }], [1, { [_hQ]: _mR }], [0, { [_hQ]: _nT }], [0, { [_hQ]: _sB }], [0, { [_hQ]: _sO }]]
];
var ListProvisionedModelThroughputsResponse$ = [3, n0, _LPMTRi,
    0,
    [_nT, _pMS],
    [0, () => ProvisionedModelSummaries]
];
var ListTagsForResourceRequest$ = [3, n0, _LTFRR,
    0,
    [_rARN],
    [0], 1
];
var ListTagsForResourceResponse$ = [3, n0, _LTFRRi,
    0,
    [_ta],
    [() => TagList]
];
var LoggingConfig$ = [3, n0, _LC,
    0,
    [_cWC, _sC, _tDDE, _iDDE, _eDDE, _vDDE, _aDDE],
    [() => CloudWatchConfig$, () => S3Config$, 2, 2, 2, 2, 2]
];
var MarketplaceModelEndpoint$ = [3, n0, _MME,
    0,
    [_eA, _mSI, _cA, _uA, _eCn, _eS, _st, _sM, _eSM],
    [0, 0, 5, 5, () => EndpointConfig$, 0, 0, 0, 0], 6
];
var MarketplaceModelEndpointSummary$ = [3, n0, _MMES,
    0,
    [_eA, _mSI, _cA, _uA, _st, _sM],
    [0, 0, 5, 5, 0, 0], 4
];
var MetadataAttributeSchema$ = [3, n0, _MAS,
    8,
    [_k, _ty, _d],
    [0, 0, 0], 3
];
var MetadataConfigurationForReranking$ = [3, n0, _MCFR,
    0,
    [_sMe, _sMC],
    [0, [() => RerankingMetadataSelectiveModeConfiguration$, 0]], 1
];
var ModelConfiguration$ = [3, n0, _MC,
    0,
    [_mIo, _iCn, _aMRF],
    [0, () => InferenceConfiguration$, 128 | 15], 1
];
var ModelCopyJobSummary$ = [3, n0, _MCJS,
    0,
    [_jA, _st, _cT, _tMA, _sAI, _sMA, _tMN, _tMKKA, _tMT, _fMa, _sMN],
    [0, 0, 5, 0, 0, 0, 0, 0, () => TagList, 0, 0], 6
];
var ModelCustomizationJobSummary$ = [3, n0, _MCJSo,
    0,
    [_jA, _bMA, _jN, _st, _cT, _sD, _lMT, _eT, _cMA, _cMN, _cTu],
    [0, 0, 0, 0, 5, () => StatusDetails$, 5, 5, 0, 0, 0], 5
];
var ModelEnforcement$ = [3, n0, _ME,
    0,
    [_iMn, _eMx],
    [64 | 0, 64 | 0], 2
];
var ModelImportJobSummary$ = [3, n0, _MIJS,
    0,
    [_jA, _jN, _st, _cT, _lMT, _eT, _iMA, _iMN],
    [0, 0, 0, 5, 5, 5, 0, 0], 4
];
var ModelInvocationJobS3InputDataConfig$ = [3, n0, _MIJSIDC,
    0,
    [_sU, _sIF, _sBO],
    [0, 0, 0], 1
];
var ModelInvocationJobS3OutputDataConfig$ = [3, n0, _MIJSODC,
    0,
    [_sU, _sEKI, _sBO],
    [0, 0, 0], 1
];
var ModelInvocationJobSummary$ = [3, n0, _MIJSo,
    0,
    [_jA, _jN, _mIo, _rA, _sTu, _iDC, _oDC, _cRT, _st, _m, _lMT, _eT, _vCp, _tDIH, _jET, _mIT, _tRC, _pRC, _sRC, _eRC],
    [0, 0, 0, 0, 5, () => ModelInvocationJobInputDataConfig$, () => ModelInvocationJobOutputDataConfig$, 0, 0, [() => Message, 0], 5, 5, () => VpcConfig$, 1, 5, 0, 1, 1, 1, 1], 7
];
var ModelPackageArnDataSource$ = [3, n0, _MPADS,
    0,
    [_mPA],
    [0], 1
];
var Offer$ = [3, n0, _O,
    0,
    [_oT, _tD, _oI],
    [0, () => TermDetails$, 0], 2
];
var OrchestrationConfiguration$ = [3, n0, _OC,
    0,
    [_qTC],
    [() => QueryTransformationConfiguration$], 1
];
var OutputDataConfig$ = [3, n0, _ODC,
    0,
    [_sU],
    [0], 1
];
var PerformanceConfiguration$ = [3, n0, _PC,
    0,
    [_la],
    [0]
];
var PricingTerm$ = [3, n0, _PT,
    0,
    [_rCa],
    [() => RateCard], 1
];
var PromptRouterSummary$ = [3, n0, _PRS,
    0,
    [_pRN, _rCo, _pRA, _mo, _fM, _st, _ty, _d, _cA, _uA],
    [0, () => RoutingCriteria$, 0, () => PromptRouterTargetModels, () => PromptRouterTargetModel$, 0, 0, [() => PromptRouterDescription, 0], 5, 5], 7
];
var PromptRouterTargetModel$ = [3, n0, _PRTM,
    0,
    [_mA],
    [0], 1
];
var PromptTemplate$ = [3, n0, _PTr,
    0,
    [_tPT],
    [[() => TextPromptTemplate, 0]]
];
var ProvisionedModelSummary$ = [3, n0, _PMS,
    0,
    [_pMN, _pMA, _mA, _dMA, _fMA, _mU, _dMU, _st, _cT, _lMT, _cD, _cET],
    [0, 0, 0, 0, 0, 1, 1, 0, 5, 5, 0, 5], 10
];
var PutAccountDataRetentionRequest$ = [3, n0, _PADRR,
    0,
    [_mod],
    [0], 1
];
var PutAccountDataRetentionResponse$ = [3, n0, _PADRRu,
    0,
    [_mod, _uA],
    [0, 5], 1
];
var PutEnforcedGuardrailConfigurationRequest$ = [3, n0, _PEGCR,
    0,
    [_gIC, _cI],
    [() => AccountEnforcedGuardrailInferenceInputConfiguration$, 0], 1
];
var PutEnforcedGuardrailConfigurationResponse$ = [3, n0, _PEGCRu,
    0,
    [_cI, _uA, _uB],
    [0, 5, 0]
];
var PutModelInvocationLoggingConfigurationRequest$ = [3, n0, _PMILCR,
    0,
    [_lC],
    [() => LoggingConfig$], 1
];
var PutModelInvocationLoggingConfigurationResponse$ = [3, n0, _PMILCRu,
    0,
    [],
    []
];
var PutResourcePolicyRequest$ = [3, n0, _PRPR,
    0,
    [_rAe, _rP],
    [0, 0], 2
];
var PutResourcePolicyResponse$ = [3, n0, _PRPRu,
    0,
    [_rAe],
    [0]
];
var PutUseCaseForModelAccessRequest$ = [3, n0, _PUCFMAR,
    0,
    [_fD],
    [21], 1
];
var PutUseCaseForModelAccessResponse$ = [3, n0, _PUCFMARu,
    0,
    [],
    []
];
var QueryTransformationConfiguration$ = [3, n0, _QTC,
    0,
    [_ty],
    [0], 1
];
var RatingScaleItem$ = [3, n0, _RSI,
    0,
    [_de, _va],
    [0, () => RatingScaleItemValue$], 2
];
var RegisterMarketplaceModelEndpointRequest$ = [3, n0, _RMMER,
    0,
    [_eI, _mSI],
    [[0, 1], 0], 2
];
var RegisterMarketplaceModelEndpointResponse$ = [3, n0, _RMMERe,
    0,
    [_mME],
    [() => MarketplaceModelEndpoint$], 1
];
var RequestMetadataBaseFilters$ = [3, n0, _RMBF,
    0,
    [_eq, _nE],
    [[() => RequestMetadataMap, 0], [() => RequestMetadataMap, 0]]
];
var RetrieveAndGenerateConfiguration$ = [3, n0, _RAGC,
    0,
    [_ty, _kBC, _eSC],
    [0, [() => KnowledgeBaseRetrieveAndGenerateConfiguration$, 0], [() => ExternalSourcesRetrieveAndGenerateConfiguration$, 0]], 1
];
var RetrieveConfig$ = [3, n0, _RC,
    0,
    [_kBI, _kBRC],
    [0, [() => KnowledgeBaseRetrievalConfiguration$, 0]], 2
];
var RFTConfig$ = [3, n0, _RFTC,
    0,
    [_gCr, _hP],
    [() => GraderConfig$, () => RFTHyperParameters$]
];
var RFTHyperParameters$ = [3, n0, _RFTHP,
    0,
    [_eCp, _bSa, _lR, _mPL, _tSPP, _iMTn, _rE, _eIv],
    [1, 1, 1, 1, 1, 1, 0, 1]
];
var RoutingCriteria$ = [3, n0, _RCo,
    0,
    [_rQD],
    [1], 1
];
var S3Config$ = [3, n0, _SC,
    0,
    [_bN, _kP],
    [0, 0], 1
];
var S3DataSource$ = [3, n0, _SDS,
    0,
    [_sU],
    [0], 1
];
var S3ObjectDoc$ = [3, n0, _SOD,
    0,
    [_uri],
    [0], 1
];
var SageMakerEndpoint$ = [3, n0, _SME,
    0,
    [_iIC, _iTn, _eRx, _kEK, _vp],
    [1, 0, 0, 0, () => VpcConfig$], 3
];
var SelectiveContentGuarding$ = [3, n0, _SCG,
    0,
    [_sy, _me],
    [0, 0]
];
var StartAutomatedReasoningPolicyBuildWorkflowRequest$ = [3, n0, _SARPBWR,
    0,
    [_pA, _bWT, _sCo, _cRT],
    [[0, 1], [0, 1], [() => AutomatedReasoningPolicyBuildWorkflowSource$, 16], [0, { [_hH]: _xact, [_iTd]: 1 }]], 3
];
var StartAutomatedReasoningPolicyBuildWorkflowResponse$ = [3, n0, _SARPBWRt,
    0,
    [_pA, _bWI],
    [0, 0], 2
];
var StartAutomatedReasoningPolicyTestWorkflowRequest$ = [3, n0, _SARPTWR,
    0,
    [_pA, _bWI, _tCIe, _cRT],
    [[0, 1], [0, 1], 64 | 0, [0, 4]], 2
];
var StartAutomatedReasoningPolicyTestWorkflowResponse$ = [3, n0, _SARPTWRt,
    0,
    [_pA],
    [0], 1
];
var StatusDetails$ = [3, n0, _SD,
    0,
    [_vD, _dPD, _tDr],
    [() => ValidationDetails$, () => DataProcessingDetails$, () => TrainingDetails$]
];
var StopAdvancedPromptOptimizationJobRequest$ = [3, n0, _SAPOJR,
    0,
    [_jI],
    [[0, 1]], 1
];
var StopAdvancedPromptOptimizationJobResponse$ = [3, n0, _SAPOJRt,
    0,
    [],
    []
];
var StopEvaluationJobRequest$ = [3, n0, _SEJR,
    0,
    [_jI],
    [[() => EvaluationJobIdentifier, 1]], 1
];
var StopEvaluationJobResponse$ = [3, n0, _SEJRt,
    0,
    [],
    []
];
var StopModelCustomizationJobRequest$ = [3, n0, _SMCJR,
    0,
    [_jI],
    [[0, 1]], 1
];
var StopModelCustomizationJobResponse$ = [3, n0, _SMCJRt,
    0,
    [],
    []
];
var StopModelInvocationJobRequest$ = [3, n0, _SMIJR,
    0,
    [_jI],
    [[0, 1]], 1
];
var StopModelInvocationJobResponse$ = [3, n0, _SMIJRt,
    0,
    [],
    []
];
var SupportTerm$ = [3, n0, _ST,
    0,
    [_rPD],
    [0]
];
var Tag$ = [3, n0, _T,
    0,
    [_k, _va],
    [0, 0], 2
];
var TagResourceRequest$ = [3, n0, _TRR,
    0,
    [_rARN, _ta],
    [0, () => TagList], 2
];
var TagResourceResponse$ = [3, n0, _TRRa,
    0,
    [],
    []
];
var TeacherModelConfig$ = [3, n0, _TMC,
    0,
    [_tMI, _mRLFI],
    [0, 1], 1
];
var TermDetails$ = [3, n0, _TD,
    0,
    [_uBPT, _lTeg, _sTup, _vT],
    [() => PricingTerm$, () => LegalTerm$, () => SupportTerm$, () => ValidityTerm$], 3
];
var TextInferenceConfig$ = [3, n0, _TIC,
    0,
    [_tem, _tPo, _mTa, _sS],
    [1, 1, 1, 64 | 0]
];
var TrainingDataConfig$ = [3, n0, _TDC,
    0,
    [_sU, _iLC],
    [0, [() => InvocationLogsConfig$, 0]]
];
var TrainingDetails$ = [3, n0, _TDr,
    0,
    [_st, _cT, _lMT],
    [0, 5, 5]
];
var TrainingMetrics$ = [3, n0, _TM,
    0,
    [_tL],
    [1]
];
var UntagResourceRequest$ = [3, n0, _URR,
    0,
    [_rARN, _tK],
    [0, 64 | 0], 2
];
var UntagResourceResponse$ = [3, n0, _URRn,
    0,
    [],
    []
];
var UpdateAutomatedReasoningPolicyAnnotationsRequest$ = [3, n0, _UARPAR,
    0,
    [_pA, _bWI, _an, _lUASH],
    [[0, 1], [0, 1], [() => AutomatedReasoningPolicyAnnotationList, 0], 0], 4
];
var UpdateAutomatedReasoningPolicyAnnotationsResponse$ = [3, n0, _UARPARp,
    0,
    [_pA, _bWI, _aSH, _uA],
    [0, 0, 0, 5], 4
];
var UpdateAutomatedReasoningPolicyRequest$ = [3, n0, _UARPR,
    0,
    [_pA, _pD, _n, _d],
    [[0, 1], [() => AutomatedReasoningPolicyDefinition$, 0], [() => AutomatedReasoningPolicyName, 0], [() => AutomatedReasoningPolicyDescription, 0]], 2
];
var UpdateAutomatedReasoningPolicyResponse$ = [3, n0, _UARPRp,
    0,
    [_pA, _n, _dHe, _uA],
    [0, [() => AutomatedReasoningPolicyName, 0], 0, 5], 4
];
var UpdateAutomatedReasoningPolicyTestCaseRequest$ = [3, n0, _UARPTCR,
    0,
    [_pA, _tCI, _gC, _lUA, _eAFR, _qC, _cTo, _cRT],
    [[0, 1], [0, 1], [() => AutomatedReasoningPolicyTestGuardContent, 0], 5, 0, [() => AutomatedReasoningPolicyTestQueryContent, 0], 1, [0, 4]], 5
];
var UpdateAutomatedReasoningPolicyTestCaseResponse$ = [3, n0, _UARPTCRp,
    0,
    [_pA, _tCI],
    [0, 0], 2
];
var UpdateCustomModelDeploymentRequest$ = [3, n0, _UCMDR,
    0,
    [_mA, _cMDI],
    [0, [0, 1]], 2
];
var UpdateCustomModelDeploymentResponse$ = [3, n0, _UCMDRp,
    0,
    [_cMDA],
    [0], 1
];
var UpdateGuardrailRequest$ = [3, n0, _UGR,
    0,
    [_gI, _n, _bIM, _bOM, _d, _tPC, _cPC, _wPC, _sIPC, _cGPC, _aRPC, _cRC, _kKI],
    [[0, 1], [() => GuardrailName, 0], [() => GuardrailBlockedMessaging, 0], [() => GuardrailBlockedMessaging, 0], [() => GuardrailDescription, 0], [() => GuardrailTopicPolicyConfig$, 0], [() => GuardrailContentPolicyConfig$, 0], [() => GuardrailWordPolicyConfig$, 0], () => GuardrailSensitiveInformationPolicyConfig$, [() => GuardrailContextualGroundingPolicyConfig$, 0], () => GuardrailAutomatedReasoningPolicyConfig$, () => GuardrailCrossRegionConfig$, 0], 4
];
var UpdateGuardrailResponse$ = [3, n0, _UGRp,
    0,
    [_gIu, _gA, _ve, _uA],
    [0, 0, 0, 5], 4
];
var UpdateMarketplaceModelEndpointRequest$ = [3, n0, _UMMER,
    0,
    [_eA, _eCn, _cRT],
    [[0, 1], () => EndpointConfig$, [0, 4]], 2
];
var UpdateMarketplaceModelEndpointResponse$ = [3, n0, _UMMERp,
    0,
    [_mME],
    [() => MarketplaceModelEndpoint$], 1
];
var UpdateProvisionedModelThroughputRequest$ = [3, n0, _UPMTR,
    0,
    [_pMI, _dPMN, _dMI],
    [[0, 1], 0, 0], 1
];
var UpdateProvisionedModelThroughputResponse$ = [3, n0, _UPMTRp,
    0,
    [],
    []
];
var ValidationDataConfig$ = [3, n0, _VDC,
    0,
    [_val],
    [() => Validators], 1
];
var ValidationDetails$ = [3, n0, _VD,
    0,
    [_st, _cT, _lMT],
    [0, 5, 5]
];
var Validator$ = [3, n0, _V,
    0,
    [_sU],
    [0], 1
];
var ValidatorMetric$ = [3, n0, _VM,
    0,
    [_vL],
    [1]
];
var ValidityTerm$ = [3, n0, _VT,
    0,
    [_aD],
    [0]
];
var VectorSearchBedrockRerankingConfiguration$ = [3, n0, _VSBRC,
    0,
    [_mCo, _nORR, _mCe],
    [() => VectorSearchBedrockRerankingModelConfiguration$, 1, [() => MetadataConfigurationForReranking$, 0]], 1
];
var VectorSearchBedrockRerankingModelConfiguration$ = [3, n0, _VSBRMC,
    0,
    [_mA, _aMRF],
    [0, 128 | 15], 1
];
var VectorSearchRerankingConfiguration$ = [3, n0, _VSRC,
    0,
    [_ty, _bRC],
    [0, [() => VectorSearchBedrockRerankingConfiguration$, 0]], 1
];
var VpcConfig$ = [3, n0, _VC,
    0,
    [_sIu, _sGI],
    [64 | 0, 64 | 0], 2
];
var AccountEnforcedGuardrailsOutputConfiguration = [1, n0, _AEGOCc,
    0, () => AccountEnforcedGuardrailOutputConfiguration$
];
var AdvancedPromptOptimizationJobSummaries = [1, n0, _APOJSd,
    0, () => AdvancedPromptOptimizationJobSummary$
];
var AutomatedEvaluationCustomMetrics = [1, n0, _AECM,
    0, [() => AutomatedEvaluationCustomMetricSource$,
        0]
];
var AutomatedReasoningCheckDifferenceScenarioList = [1, n0, _ARCDSL,
    0, [() => AutomatedReasoningCheckScenario$,
        0]
];
var AutomatedReasoningCheckFindingList = [1, n0, _ARCFL,
    0, [() => AutomatedReasoningCheckFinding$,
        0]
];
var AutomatedReasoningCheckInputTextReferenceList = [1, n0, _ARCITRL,
    0, [() => AutomatedReasoningCheckInputTextReference$,
        0]
];
var AutomatedReasoningCheckRuleList = [1, n0, _ARCRL,
    0, () => AutomatedReasoningCheckRule$
];
var AutomatedReasoningCheckTranslationList = [1, n0, _ARCTL,
    0, [() => AutomatedReasoningCheckTranslation$,
        0]
];
var AutomatedReasoningCheckTranslationOptionList = [1, n0, _ARCTOL,
    0, [() => AutomatedReasoningCheckTranslationOption$,
        0]
];
var AutomatedReasoningLogicStatementList = [1, n0, _ARLSL,
    0, [() => AutomatedReasoningLogicStatement$,
        0]
];
var AutomatedReasoningPolicyAnnotatedChunkList = [1, n0, _ARPACL,
    0, [() => AutomatedReasoningPolicyAnnotatedChunk$,
        0]
];
var AutomatedReasoningPolicyAnnotatedContentList = [1, n0, _ARPACLu,
    0, [() => AutomatedReasoningPolicyAnnotatedContent$,
        0]
];
var AutomatedReasoningPolicyAnnotationList = [1, n0, _ARPALu,
    0, [() => AutomatedReasoningPolicyAnnotation$,
        0]
];
var AutomatedReasoningPolicyAtomicStatementList = [1, n0, _ARPASL,
    0, [() => AutomatedReasoningPolicyAtomicStatement$,
        0]
];
var AutomatedReasoningPolicyBuildLogEntryList = [1, n0, _ARPBLEL,
    0, [() => AutomatedReasoningPolicyBuildLogEntry$,
        0]
];
var AutomatedReasoningPolicyBuildResultAssetManifestList = [1, n0, _ARPBRAML,
    0, [() => AutomatedReasoningPolicyBuildResultAssetManifestEntry$,
        0]
];
var AutomatedReasoningPolicyBuildStepList = [1, n0, _ARPBSL,
    0, [() => AutomatedReasoningPolicyBuildStep$,
        0]
];
var AutomatedReasoningPolicyBuildStepMessageList = [1, n0, _ARPBSML,
    0, () => AutomatedReasoningPolicyBuildStepMessage$
];
var AutomatedReasoningPolicyBuildWorkflowDocumentList = [1, n0, _ARPBWDL,
    0, [() => AutomatedReasoningPolicyBuildWorkflowDocument$,
        0]
];
var AutomatedReasoningPolicyBuildWorkflowSummaries = [1, n0, _ARPBWSut,
    0, () => AutomatedReasoningPolicyBuildWorkflowSummary$
];
var AutomatedReasoningPolicyDefinitionRuleList = [1, n0, _ARPDRL,
    0, [() => AutomatedReasoningPolicyDefinitionRule$,
        0]
];
var AutomatedReasoningPolicyDefinitionTypeList = [1, n0, _ARPDTL,
    0, [() => AutomatedReasoningPolicyDefinitionType$,
        0]
];
var AutomatedReasoningPolicyDefinitionTypeNameList = [1, n0, _ARPDTNL,
    0, [() => AutomatedReasoningPolicyDefinitionTypeName,
        0]
];
var AutomatedReasoningPolicyDefinitionTypeValueList = [1, n0, _ARPDTVL,
    0, [() => AutomatedReasoningPolicyDefinitionTypeValue$,
        0]
];
var AutomatedReasoningPolicyDefinitionTypeValuePairList = [1, n0, _ARPDTVPL,
    0, [() => AutomatedReasoningPolicyDefinitionTypeValuePair$,
        0]
];
var AutomatedReasoningPolicyDefinitionVariableList = [1, n0, _ARPDVL,
    0, [() => AutomatedReasoningPolicyDefinitionVariable$,
        0]
];
var AutomatedReasoningPolicyDefinitionVariableNameList = [1, n0, _ARPDVNL,
    0, [() => AutomatedReasoningPolicyDefinitionVariableName,
        0]
];
var AutomatedReasoningPolicyDisjointRuleSetList = [1, n0, _ARPDRSL,
    0, [() => AutomatedReasoningPolicyDisjointRuleSet$,
        0]
];
var AutomatedReasoningPolicyGeneratedTestCaseList = [1, n0, _ARPGTCL,
    0, [() => AutomatedReasoningPolicyGeneratedTestCase$,
        0]
];
var AutomatedReasoningPolicyGenerateFidelityReportDocumentList = [1, n0, _ARPGFRDL,
    0, [() => AutomatedReasoningPolicyBuildWorkflowDocument$,
        0]
];
var AutomatedReasoningPolicyIterativeRefinementDocumentList = [1, n0, _ARPIRDL,
    0, [() => AutomatedReasoningPolicyBuildWorkflowDocument$,
        0]
];
var AutomatedReasoningPolicyJustificationList = [1, n0, _ARPJL,
    0, [() => AutomatedReasoningPolicyJustificationText,
        0]
];
var AutomatedReasoningPolicyReportSourceDocumentList = [1, n0, _ARPRSDL,
    0, [() => AutomatedReasoningPolicyReportSourceDocument$,
        0]
];
var AutomatedReasoningPolicyScenarioList = [1, n0, _ARPSLu,
    0, [() => AutomatedReasoningPolicyScenario$,
        0]
];
var AutomatedReasoningPolicyStatementReferenceList = [1, n0, _ARPSRL,
    0, () => AutomatedReasoningPolicyStatementReference$
];
var AutomatedReasoningPolicySummaries = [1, n0, _ARPSuto,
    0, [() => AutomatedReasoningPolicySummary$,
        0]
];
var AutomatedReasoningPolicyTestCaseList = [1, n0, _ARPTCL,
    0, [() => AutomatedReasoningPolicyTestCase$,
        0]
];
var AutomatedReasoningPolicyTestList = [1, n0, _ARPTL,
    0, [() => AutomatedReasoningPolicyTestResult$,
        0]
];
var AutomatedReasoningPolicyTypeValueAnnotationList = [1, n0, _ARPTVAL,
    0, [() => AutomatedReasoningPolicyTypeValueAnnotation$,
        0]
];
var BatchDeleteAdvancedPromptOptimizationJobErrors = [1, n0, _BDAPOJEa,
    0, () => BatchDeleteAdvancedPromptOptimizationJobError$
];
var BatchDeleteAdvancedPromptOptimizationJobItems = [1, n0, _BDAPOJIa,
    0, () => BatchDeleteAdvancedPromptOptimizationJobItem$
];
var BatchDeleteEvaluationJobErrors = [1, n0, _BDEJEa,
    0, [() => BatchDeleteEvaluationJobError$,
        0]
];
var BatchDeleteEvaluationJobItems = [1, n0, _BDEJIa,
    0, [() => BatchDeleteEvaluationJobItem$,
        0]
];
var BedrockEvaluatorModels = [1, n0, _BEMe,
    0, () => BedrockEvaluatorModel$
];
var CustomMetricBedrockEvaluatorModels = [1, n0, _CMBEMu,
    0, () => CustomMetricBedrockEvaluatorModel$
];
var CustomModelDeploymentSummaryList = [1, n0, _CMDSL,
    0, () => CustomModelDeploymentSummary$
];
var CustomModelSummaryList = [1, n0, _CMSL,
    0, () => CustomModelSummary$
];
var EvaluationDatasetMetricConfigs = [1, n0, _EDMCv,
    0, [() => EvaluationDatasetMetricConfig$,
        0]
];
var EvaluationJobIdentifiers = [1, n0, _EJIv,
    0, [() => EvaluationJobIdentifier,
        0]
];
var EvaluationMetricNames = [1, n0, _EMNv,
    0, [() => EvaluationMetricName,
        0]
];
var EvaluationModelConfigs = [1, n0, _EMC,
    0, [() => EvaluationModelConfig$,
        0]
];
var EvaluationSummaries = [1, n0, _ESv,
    0, () => EvaluationSummary$
];
var ExternalSources = [1, n0, _ESxt,
    0, [() => ExternalSource$,
        0]
];
var FieldsForReranking = [1, n0, _FFRi,
    8, () => FieldForReranking$
];
var FoundationModelSummaryList = [1, n0, _FMSL,
    0, () => FoundationModelSummary$
];
var GuardrailContentFilters = [1, n0, _GCFu,
    0, [() => GuardrailContentFilter$,
        0]
];
var GuardrailContentFiltersConfig = [1, n0, _GCFCu,
    0, [() => GuardrailContentFilterConfig$,
        0]
];
var GuardrailContextualGroundingFilters = [1, n0, _GCGFu,
    0, [() => GuardrailContextualGroundingFilter$,
        0]
];
var GuardrailContextualGroundingFiltersConfig = [1, n0, _GCGFCu,
    0, [() => GuardrailContextualGroundingFilterConfig$,
        0]
];
var GuardrailFailureRecommendations = [1, n0, _GFRu,
    0, [() => GuardrailFailureRecommendation,
        0]
];
var GuardrailManagedWordLists = [1, n0, _GMWL,
    0, [() => GuardrailManagedWords$,
        0]
];
var GuardrailManagedWordListsConfig = [1, n0, _GMWLC,
    0, [() => GuardrailManagedWordsConfig$,
        0]
];
var GuardrailModalities = [1, n0, _GMu,
    0, [() => GuardrailModality$1,
        0]
];
var GuardrailPiiEntities = [1, n0, _GPEu,
    0, () => GuardrailPiiEntity$
];
var GuardrailPiiEntitiesConfig = [1, n0, _GPECu,
    0, () => GuardrailPiiEntityConfig$
];
var GuardrailRegexes = [1, n0, _GRu,
    0, () => GuardrailRegex$
];
var GuardrailRegexesConfig = [1, n0, _GRCu,
    0, () => GuardrailRegexConfig$
];
var GuardrailStatusReasons = [1, n0, _GSRu,
    0, [() => GuardrailStatusReason,
        0]
];
var GuardrailSummaries = [1, n0, _GSu,
    0, [() => GuardrailSummary$,
        0]
];
var GuardrailTopicExamples = [1, n0, _GTEu,
    0, [() => GuardrailTopicExample,
        0]
];
var GuardrailTopics = [1, n0, _GTu,
    0, [() => GuardrailTopic$,
        0]
];
var GuardrailTopicsConfig = [1, n0, _GTCu,
    0, [() => GuardrailTopicConfig$,
        0]
];
var GuardrailWords = [1, n0, _GWu,
    0, [() => GuardrailWord$,
        0]
];
var GuardrailWordsConfig = [1, n0, _GWCu,
    0, [() => GuardrailWordConfig$,
        0]
];
var HumanEvaluationCustomMetrics = [1, n0, _HECMu,
    0, [() => HumanEvaluationCustomMetric$,
        0]
];
var ImportedModelSummaryList = [1, n0, _IMSL,
    0, () => ImportedModelSummary$
];
var InferenceProfileModels = [1, n0, _IPMn,
    0, () => InferenceProfileModel$
];
var InferenceProfileSummaries = [1, n0, _IPSn,
    0, [() => InferenceProfileSummary$,
        0]
];
var MarketplaceModelEndpointSummaries = [1, n0, _MMESa,
    0, () => MarketplaceModelEndpointSummary$
];
var MetadataAttributeSchemaList = [1, n0, _MASL,
    0, [() => MetadataAttributeSchema$,
        0]
];
var ModelConfigurations = [1, n0, _MCo,
    0, () => ModelConfiguration$
];
var ModelCopyJobSummaries = [1, n0, _MCJSod,
    0, () => ModelCopyJobSummary$
];
var ModelCustomizationJobSummaries = [1, n0, _MCJSode,
    0, () => ModelCustomizationJobSummary$
];
var ModelImportJobSummaries = [1, n0, _MIJSod,
    0, () => ModelImportJobSummary$
];
var ModelInvocationJobSummaries = [1, n0, _MIJSode,
    0, [() => ModelInvocationJobSummary$,
        0]
];
var Offers = [1, n0, _Of,
    0, () => Offer$
];
var PromptRouterSummaries = [1, n0, _PRSr,
    0, [() => PromptRouterSummary$,
        0]
];
var PromptRouterTargetModels = [1, n0, _PRTMr,
    0, () => PromptRouterTargetModel$
];
var ProvisionedModelSummaries = [1, n0, _PMSr,
    0, () => ProvisionedModelSummary$
];
var RagConfigs = [1, n0, _RCa,
    0, [() => RAGConfig$,
        0]
];
var RateCard = [1, n0, _RCat,
    0, () => DimensionalPriceRate$
];
var RatingScale = [1, n0, _RS,
    0, () => RatingScaleItem$
];
var RequestMetadataFiltersList = [1, n0, _RMFL,
    0, [() => RequestMetadataBaseFilters$,
        0]
];
var RetrievalFilterList = [1, n0, _RFL,
    0, [() => RetrievalFilter$,
        0]
];
var TagList = [1, n0, _TL,
    0, () => Tag$
];
var ValidationMetrics = [1, n0, _VMa,
    0, () => ValidatorMetric$
];
var Validators = [1, n0, _Va,
    0, () => Validator$
];
var AutomatedReasoningPolicyRuleReportMap = [2, n0, _ARPRRM,
    0, [0,
        0],
    [() => AutomatedReasoningPolicyRuleReport$,
        0]
];
var AutomatedReasoningPolicyVariableReportMap = [2, n0, _ARPVRM,
    0, [() => AutomatedReasoningPolicyDefinitionVariableName,
        0],
    [() => AutomatedReasoningPolicyVariableReport$,
        0]
];
var RequestMetadataMap = [2, n0, _RMM,
    8, 0, 0
];
var AutomatedEvaluationCustomMetricSource$ = [4, n0, _AECMS,
    0,
    [_cMD],
    [[() => CustomMetricDefinition$, 0]]
];
var AutomatedReasoningCheckFinding$ = [4, n0, _ARCF,
    0,
    [_vali, _inv, _sa, _im, _tA, _tCoo, _nTo],
    [[() => AutomatedReasoningCheckValidFinding$, 0], [() => AutomatedReasoningCheckInvalidFinding$, 0], [() => AutomatedReasoningCheckSatisfiableFinding$, 0], [() => AutomatedReasoningCheckImpossibleFinding$, 0], [() => AutomatedReasoningCheckTranslationAmbiguousFinding$, 0], () => AutomatedReasoningCheckTooComplexFinding$, () => AutomatedReasoningCheckNoTranslationsFinding$]
];
var AutomatedReasoningPolicyAnnotatedContent$ = [4, n0, _ARPACu,
    0,
    [_lin],
    [[() => AutomatedReasoningPolicyAnnotatedLine$, 0]]
];
var AutomatedReasoningPolicyAnnotation$ = [4, n0, _ARPA,
    0,
    [_aTd, _uTp, _dT, _aV, _uVp, _dV, _aR, _uR, _dR, _aRFNL, _uFRF, _uFSF, _iCng],
    [[() => AutomatedReasoningPolicyAddTypeAnnotation$, 0], [() => AutomatedReasoningPolicyUpdateTypeAnnotation$, 0], [() => AutomatedReasoningPolicyDeleteTypeAnnotation$, 0], [() => AutomatedReasoningPolicyAddVariableAnnotation$, 0], [() => AutomatedReasoningPolicyUpdateVariableAnnotation$, 0], [() => AutomatedReasoningPolicyDeleteVariableAnnotation$, 0], [() => AutomatedReasoningPolicyAddRuleAnnotation$, 0], [() => AutomatedReasoningPolicyUpdateRuleAnnotation$, 0], () => AutomatedReasoningPolicyDeleteRuleAnnotation$, [() => AutomatedReasoningPolicyAddRuleFromNaturalLanguageAnnotation$, 0], [() => AutomatedReasoningPolicyUpdateFromRuleFeedbackAnnotation$, 0], [() => AutomatedReasoningPolicyUpdateFromScenarioFeedbackAnnotation$, 0], [() => AutomatedReasoningPolicyIngestContentAnnotation$, 0]]
];
var AutomatedReasoningPolicyBuildResultAssets$ = [4, n0, _ARPBRA,
    0,
    [_pD, _qR, _bL, _gTC, _pS, _aM, _do, _fRi],
    [[() => AutomatedReasoningPolicyDefinition$, 0], [() => AutomatedReasoningPolicyDefinitionQualityReport$, 0], [() => AutomatedReasoningPolicyBuildLog$, 0], [() => AutomatedReasoningPolicyGeneratedTestCases$, 0], [() => AutomatedReasoningPolicyScenarios$, 0], [() => AutomatedReasoningPolicyBuildResultAssetManifest$, 0], [() => AutomatedReasoningPolicySourceDocument$, 0], [() => AutomatedReasoningPolicyFidelityReport$, 0]]
];
var AutomatedReasoningPolicyBuildStepContext$ = [4, n0, _ARPBSC,
    0,
    [_pl, _mu],
    [() => AutomatedReasoningPolicyPlanning$, [() => AutomatedReasoningPolicyMutation$, 0]]
];
var AutomatedReasoningPolicyDefinitionElement$ = [4, n0, _ARPDE,
    0,
    [_pDV, _pDT, _pDR],
    [[() => AutomatedReasoningPolicyDefinitionVariable$, 0], [() => AutomatedReasoningPolicyDefinitionType$, 0], [() => AutomatedReasoningPolicyDefinitionRule$, 0]]
];
var AutomatedReasoningPolicyGenerateFidelityReportContent$ = [4, n0, _ARPGFRC,
    0,
    [_doc],
    [[() => AutomatedReasoningPolicyGenerateFidelityReportDocumentList, 0]]
];
var AutomatedReasoningPolicyMutation$ = [4, n0, _ARPM,
    0,
    [_aTd, _uTp, _dT, _aV, _uVp, _dV, _aR, _uR, _dR],
    [[() => AutomatedReasoningPolicyAddTypeMutation$, 0], [() => AutomatedReasoningPolicyUpdateTypeMutation$, 0], [() => AutomatedReasoningPolicyDeleteTypeMutation$, 0], [() => AutomatedReasoningPolicyAddVariableMutation$, 0], [() => AutomatedReasoningPolicyUpdateVariableMutation$, 0], [() => AutomatedReasoningPolicyDeleteVariableMutation$, 0], [() => AutomatedReasoningPolicyAddRuleMutation$, 0], [() => AutomatedReasoningPolicyUpdateRuleMutation$, 0], () => AutomatedReasoningPolicyDeleteRuleMutation$]
];
var AutomatedReasoningPolicyTypeValueAnnotation$ = [4, n0, _ARPTVA,
    0,
    [_aTV, _uTVp, _dTV],
    [[() => AutomatedReasoningPolicyAddTypeValue$, 0], [() => AutomatedReasoningPolicyUpdateTypeValue$, 0], () => AutomatedReasoningPolicyDeleteTypeValue$]
];
var AutomatedReasoningPolicyWorkflowTypeContent$ = [4, n0, _ARPWTC,
    0,
    [_doc, _pRAo, _gFRC, _iRC],
    [[() => AutomatedReasoningPolicyBuildWorkflowDocumentList, 0], [() => AutomatedReasoningPolicyBuildWorkflowRepairContent$, 0], [() => AutomatedReasoningPolicyGenerateFidelityReportContent$, 0], [() => AutomatedReasoningPolicyIterativeRefinementContent$, 0]]
];
var CustomizationConfig$ = [4, n0, _CC,
    0,
    [_dCi, _rCf],
    [() => DistillationConfig$, () => RFTConfig$]
];
var CustomModelDataSource$ = [4, n0, _CMDSu,
    0,
    [_mPADS],
    [() => ModelPackageArnDataSource$]
];
var EndpointConfig$ = [4, n0, _EC,
    0,
    [_sMa],
    [() => SageMakerEndpoint$]
];
var EvaluationConfig$ = [4, n0, _ECv,
    0,
    [_au, _h],
    [[() => AutomatedEvaluationConfig$, 0], [() => HumanEvaluationConfig$, 0]]
];
var EvaluationDatasetLocation$ = [4, n0, _EDL,
    0,
    [_sU],
    [0]
];
var EvaluationInferenceConfig$ = [4, n0, _EIC,
    0,
    [_mo, _rCag],
    [[() => EvaluationModelConfigs, 0], [() => RagConfigs, 0]]
];
var EvaluationModelConfig$ = [4, n0, _EMCv,
    0,
    [_bM, _pIS],
    [[() => EvaluationBedrockModel$, 0], () => EvaluationPrecomputedInferenceSource$]
];
var EvaluationPrecomputedRagSourceConfig$ = [4, n0, _EPRSCv,
    0,
    [_rSC, _rAGSC],
    [() => EvaluationPrecomputedRetrieveSourceConfig$, () => EvaluationPrecomputedRetrieveAndGenerateSourceConfig$]
];
var EvaluatorModelConfig$ = [4, n0, _EMCva,
    0,
    [_bEM],
    [() => BedrockEvaluatorModels]
];
var GraderConfig$ = [4, n0, _GCr,
    0,
    [_lG],
    [() => LambdaGraderConfig$]
];
var InferenceProfileModelSource$ = [4, n0, _IPMS,
    0,
    [_cF],
    [0]
];
var InvocationLogSource$ = [4, n0, _ILS,
    0,
    [_sU],
    [0]
];
var KnowledgeBaseConfig$ = [4, n0, _KBC,
    0,
    [_rCetr, _rAGC],
    [[() => RetrieveConfig$, 0], [() => RetrieveAndGenerateConfiguration$, 0]]
];
var ModelDataSource$ = [4, n0, _MDS,
    0,
    [_sDS],
    [() => S3DataSource$]
];
var ModelInvocationJobInputDataConfig$ = [4, n0, _MIJIDC,
    0,
    [_sIDC],
    [() => ModelInvocationJobS3InputDataConfig$]
];
var ModelInvocationJobOutputDataConfig$ = [4, n0, _MIJODC,
    0,
    [_sODC],
    [() => ModelInvocationJobS3OutputDataConfig$]
];
var RAGConfig$ = [4, n0, _RAGCo,
    0,
    [_kBCn, _pRSC],
    [[() => KnowledgeBaseConfig$, 0], () => EvaluationPrecomputedRagSourceConfig$]
];
var RatingScaleItemValue$ = [4, n0, _RSIV,
    0,
    [_sV, _fV],
    [0, 1]
];
var RequestMetadataFilters$ = [4, n0, _RMF,
    0,
    [_eq, _nE, _aAn, _oAr],
    [[() => RequestMetadataMap, 0], [() => RequestMetadataMap, 0], [() => RequestMetadataFiltersList, 0], [() => RequestMetadataFiltersList, 0]]
];
var RerankingMetadataSelectiveModeConfiguration$ = [4, n0, _RMSMC,
    0,
    [_fTI, _fTE],
    [[() => FieldsForReranking, 0], [() => FieldsForReranking, 0]]
];
var RetrievalFilter$ = [4, n0, _RF,
    8,
    [_eq, _nE, _gT, _gTOE, _lTes, _lTOE, _in_, _nI, _sW, _lCi, _sCt, _aAn, _oAr],
    [() => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, () => FilterAttribute$, [() => RetrievalFilterList, 0], [() => RetrievalFilterList, 0]]
];
var BatchDeleteAdvancedPromptOptimizationJob$ = [9, n0, _BDAPOJ,
    { [_ht]: ["POST", "/advanced-prompt-optimization-job/batch-delete", 202] }, () => BatchDeleteAdvancedPromptOptimizationJobRequest$, () => BatchDeleteAdvancedPromptOptimizationJobResponse$
];
var BatchDeleteEvaluationJob$ = [9, n0, _BDEJ,
    { [_ht]: ["POST", "/evaluation-jobs/batch-delete", 202] }, () => BatchDeleteEvaluationJobRequest$, () => BatchDeleteEvaluationJobResponse$
];
var CancelAutomatedReasoningPolicyBuildWorkflow$ = [9, n0, _CARPBW,
    { [_ht]: ["POST", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}/cancel", 202] }, () => CancelAutomatedReasoningPolicyBuildWorkflowRequest$, () => CancelAutomatedReasoningPolicyBuildWorkflowResponse$
];
var CreateAdvancedPromptOptimizationJob$ = [9, n0, _CAPOJ,
    { [_ht]: ["POST", "/advanced-prompt-optimization-jobs", 200] }, () => CreateAdvancedPromptOptimizationJobRequest$, () => CreateAdvancedPromptOptimizationJobResponse$
];
var CreateAutomatedReasoningPolicy$ = [9, n0, _CARP,
    { [_ht]: ["POST", "/automated-reasoning-policies", 200] }, () => CreateAutomatedReasoningPolicyRequest$, () => CreateAutomatedReasoningPolicyResponse$
];
var CreateAutomatedReasoningPolicyTestCase$ = [9, n0, _CARPTC,
    { [_ht]: ["POST", "/automated-reasoning-policies/{policyArn}/test-cases", 200] }, () => CreateAutomatedReasoningPolicyTestCaseRequest$, () => CreateAutomatedReasoningPolicyTestCaseResponse$
];
var CreateAutomatedReasoningPolicyVersion$ = [9, n0, _CARPV,
    { [_ht]: ["POST", "/automated-reasoning-policies/{policyArn}/versions", 200] }, () => CreateAutomatedReasoningPolicyVersionRequest$, () => CreateAutomatedReasoningPolicyVersionResponse$
];
var CreateCustomModel$ = [9, n0, _CCM,
    { [_ht]: ["POST", "/custom-models/create-custom-model", 202] }, () => CreateCustomModelRequest$, () => CreateCustomModelResponse$
];
var CreateCustomModelDeployment$ = [9, n0, _CCMD,
    { [_ht]: ["POST", "/model-customization/custom-model-deployments", 202] }, () => CreateCustomModelDeploymentRequest$, () => CreateCustomModelDeploymentResponse$
];
var CreateEvaluationJob$ = [9, n0, _CEJ,
    { [_ht]: ["POST", "/evaluation-jobs", 202] }, () => CreateEvaluationJobRequest$, () => CreateEvaluationJobResponse$
];
var CreateFoundationModelAgreement$ = [9, n0, _CFMA,
    { [_ht]: ["POST", "/create-foundation-model-agreement", 202] }, () => CreateFoundationModelAgreementRequest$, () => CreateFoundationModelAgreementResponse$
];
var CreateGuardrail$ = [9, n0, _CG,
    { [_ht]: ["POST", "/guardrails", 202] }, () => CreateGuardrailRequest$, () => CreateGuardrailResponse$
];
var CreateGuardrailVersion$ = [9, n0, _CGV,
    { [_ht]: ["POST", "/guardrails/{guardrailIdentifier}", 202] }, () => CreateGuardrailVersionRequest$, () => CreateGuardrailVersionResponse$
];
var CreateInferenceProfile$ = [9, n0, _CIP,
    { [_ht]: ["POST", "/inference-profiles", 201] }, () => CreateInferenceProfileRequest$, () => CreateInferenceProfileResponse$
];
var CreateMarketplaceModelEndpoint$ = [9, n0, _CMME,
    { [_ht]: ["POST", "/marketplace-model/endpoints", 200] }, () => CreateMarketplaceModelEndpointRequest$, () => CreateMarketplaceModelEndpointResponse$
];
var CreateModelCopyJob$ = [9, n0, _CMCJ,
    { [_ht]: ["POST", "/model-copy-jobs", 201] }, () => CreateModelCopyJobRequest$, () => CreateModelCopyJobResponse$
];
var CreateModelCustomizationJob$ = [9, n0, _CMCJr,
    { [_ht]: ["POST", "/model-customization-jobs", 201] }, () => CreateModelCustomizationJobRequest$, () => CreateModelCustomizationJobResponse$
];
var CreateModelImportJob$ = [9, n0, _CMIJ,
    { [_ht]: ["POST", "/model-import-jobs", 201] }, () => CreateModelImportJobRequest$, () => CreateModelImportJobResponse$
];
var CreateModelInvocationJob$ = [9, n0, _CMIJr,
    { [_ht]: ["POST", "/model-invocation-job", 200] }, () => CreateModelInvocationJobRequest$, () => CreateModelInvocationJobResponse$
];
var CreatePromptRouter$ = [9, n0, _CPR,
    { [_ht]: ["POST", "/prompt-routers", 200] }, () => CreatePromptRouterRequest$, () => CreatePromptRouterResponse$
];
var CreateProvisionedModelThroughput$ = [9, n0, _CPMT,
    { [_ht]: ["POST", "/provisioned-model-throughput", 201] }, () => CreateProvisionedModelThroughputRequest$, () => CreateProvisionedModelThroughputResponse$
];
var DeleteAutomatedReasoningPolicy$ = [9, n0, _DARP,
    { [_ht]: ["DELETE", "/automated-reasoning-policies/{policyArn}", 202] }, () => DeleteAutomatedReasoningPolicyRequest$, () => DeleteAutomatedReasoningPolicyResponse$
];
var DeleteAutomatedReasoningPolicyBuildWorkflow$ = [9, n0, _DARPBW,
    { [_ht]: ["DELETE", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}", 202] }, () => DeleteAutomatedReasoningPolicyBuildWorkflowRequest$, () => DeleteAutomatedReasoningPolicyBuildWorkflowResponse$
];
var DeleteAutomatedReasoningPolicyTestCase$ = [9, n0, _DARPTC,
    { [_ht]: ["DELETE", "/automated-reasoning-policies/{policyArn}/test-cases/{testCaseId}", 202] }, () => DeleteAutomatedReasoningPolicyTestCaseRequest$, () => DeleteAutomatedReasoningPolicyTestCaseResponse$
];
var DeleteCustomModel$ = [9, n0, _DCM,
    { [_ht]: ["DELETE", "/custom-models/{modelIdentifier}", 200] }, () => DeleteCustomModelRequest$, () => DeleteCustomModelResponse$
];
var DeleteCustomModelDeployment$ = [9, n0, _DCMD,
    { [_ht]: ["DELETE", "/model-customization/custom-model-deployments/{customModelDeploymentIdentifier}", 200] }, () => DeleteCustomModelDeploymentRequest$, () => DeleteCustomModelDeploymentResponse$
];
var DeleteEnforcedGuardrailConfiguration$ = [9, n0, _DEGC,
    { [_ht]: ["DELETE", "/enforcedGuardrailsConfiguration/{configId}", 200] }, () => DeleteEnforcedGuardrailConfigurationRequest$, () => DeleteEnforcedGuardrailConfigurationResponse$
];
var DeleteFoundationModelAgreement$ = [9, n0, _DFMA,
    { [_ht]: ["POST", "/delete-foundation-model-agreement", 202] }, () => DeleteFoundationModelAgreementRequest$, () => DeleteFoundationModelAgreementResponse$
];
var DeleteGuardrail$ = [9, n0, _DG,
    { [_ht]: ["DELETE", "/guardrails/{guardrailIdentifier}", 202] }, () => DeleteGuardrailRequest$, () => DeleteGuardrailResponse$
];
var DeleteImportedModel$ = [9, n0, _DIM,
    { [_ht]: ["DELETE", "/imported-models/{modelIdentifier}", 200] }, () => DeleteImportedModelRequest$, () => DeleteImportedModelResponse$
];
var DeleteInferenceProfile$ = [9, n0, _DIP,
    { [_ht]: ["DELETE", "/inference-profiles/{inferenceProfileIdentifier}", 200] }, () => DeleteInferenceProfileRequest$, () => DeleteInferenceProfileResponse$
];
var DeleteMarketplaceModelEndpoint$ = [9, n0, _DMME,
    { [_ht]: ["DELETE", "/marketplace-model/endpoints/{endpointArn}", 200] }, () => DeleteMarketplaceModelEndpointRequest$, () => DeleteMarketplaceModelEndpointResponse$
];
var DeleteModelInvocationLoggingConfiguration$ = [9, n0, _DMILC,
    { [_ht]: ["DELETE", "/logging/modelinvocations", 200] }, () => DeleteModelInvocationLoggingConfigurationRequest$, () => DeleteModelInvocationLoggingConfigurationResponse$
];
var DeletePromptRouter$ = [9, n0, _DPRe,
    { [_ht]: ["DELETE", "/prompt-routers/{promptRouterArn}", 200] }, () => DeletePromptRouterRequest$, () => DeletePromptRouterResponse$
];
var DeleteProvisionedModelThroughput$ = [9, n0, _DPMT,
    { [_ht]: ["DELETE", "/provisioned-model-throughput/{provisionedModelId}", 200] }, () => DeleteProvisionedModelThroughputRequest$, () => DeleteProvisionedModelThroughputResponse$
];
var DeleteResourcePolicy$ = [9, n0, _DRP,
    { [_ht]: ["DELETE", "/resource-policy/{resourceArn}", 200] }, () => DeleteResourcePolicyRequest$, () => DeleteResourcePolicyResponse$
];
var DeregisterMarketplaceModelEndpoint$ = [9, n0, _DMMEe,
    { [_ht]: ["DELETE", "/marketplace-model/endpoints/{endpointArn}/registration", 200] }, () => DeregisterMarketplaceModelEndpointRequest$, () => DeregisterMarketplaceModelEndpointResponse$
];
var ExportAutomatedReasoningPolicyVersion$ = [9, n0, _EARPV,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/export", 200] }, () => ExportAutomatedReasoningPolicyVersionRequest$, () => ExportAutomatedReasoningPolicyVersionResponse$
];
var GetAccountDataRetention$ = [9, n0, _GADR,
    { [_ht]: ["GET", "/data-retention", 200] }, () => GetAccountDataRetentionRequest$, () => GetAccountDataRetentionResponse$
];
var GetAdvancedPromptOptimizationJob$ = [9, n0, _GAPOJ,
    { [_ht]: ["GET", "/advanced-prompt-optimization-jobs/{jobIdentifier}", 200] }, () => GetAdvancedPromptOptimizationJobRequest$, () => GetAdvancedPromptOptimizationJobResponse$
];
var GetAutomatedReasoningPolicy$ = [9, n0, _GARPe,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}", 200] }, () => GetAutomatedReasoningPolicyRequest$, () => GetAutomatedReasoningPolicyResponse$
];
var GetAutomatedReasoningPolicyAnnotations$ = [9, n0, _GARPA,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}/annotations", 200] }, () => GetAutomatedReasoningPolicyAnnotationsRequest$, () => GetAutomatedReasoningPolicyAnnotationsResponse$
];
var GetAutomatedReasoningPolicyBuildWorkflow$ = [9, n0, _GARPBW,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}", 200] }, () => GetAutomatedReasoningPolicyBuildWorkflowRequest$, () => GetAutomatedReasoningPolicyBuildWorkflowResponse$
];
var GetAutomatedReasoningPolicyBuildWorkflowResultAssets$ = [9, n0, _GARPBWRA,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}/result-assets", 200] }, () => GetAutomatedReasoningPolicyBuildWorkflowResultAssetsRequest$, () => GetAutomatedReasoningPolicyBuildWorkflowResultAssetsResponse$
];
var GetAutomatedReasoningPolicyNextScenario$ = [9, n0, _GARPNS,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}/scenarios", 200] }, () => GetAutomatedReasoningPolicyNextScenarioRequest$, () => GetAutomatedReasoningPolicyNextScenarioResponse$
];
var GetAutomatedReasoningPolicyTestCase$ = [9, n0, _GARPTC,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/test-cases/{testCaseId}", 200] }, () => GetAutomatedReasoningPolicyTestCaseRequest$, () => GetAutomatedReasoningPolicyTestCaseResponse$
];
var GetAutomatedReasoningPolicyTestResult$ = [9, n0, _GARPTR,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}/test-cases/{testCaseId}/test-results", 200] }, () => GetAutomatedReasoningPolicyTestResultRequest$, () => GetAutomatedReasoningPolicyTestResultResponse$
];
var GetCustomModel$ = [9, n0, _GCM,
    { [_ht]: ["GET", "/custom-models/{modelIdentifier}", 200] }, () => GetCustomModelRequest$, () => GetCustomModelResponse$
];
var GetCustomModelDeployment$ = [9, n0, _GCMD,
    { [_ht]: ["GET", "/model-customization/custom-model-deployments/{customModelDeploymentIdentifier}", 200] }, () => GetCustomModelDeploymentRequest$, () => GetCustomModelDeploymentResponse$
];
var GetEvaluationJob$ = [9, n0, _GEJ,
    { [_ht]: ["GET", "/evaluation-jobs/{jobIdentifier}", 200] }, () => GetEvaluationJobRequest$, () => GetEvaluationJobResponse$
];
var GetFoundationModel$ = [9, n0, _GFM,
    { [_ht]: ["GET", "/foundation-models/{modelIdentifier}", 200] }, () => GetFoundationModelRequest$, () => GetFoundationModelResponse$
];
var GetFoundationModelAvailability$ = [9, n0, _GFMA,
    { [_ht]: ["GET", "/foundation-model-availability/{modelId}", 200] }, () => GetFoundationModelAvailabilityRequest$, () => GetFoundationModelAvailabilityResponse$
];
var GetGuardrail$ = [9, n0, _GG,
    { [_ht]: ["GET", "/guardrails/{guardrailIdentifier}", 200] }, () => GetGuardrailRequest$, () => GetGuardrailResponse$
];
var GetImportedModel$ = [9, n0, _GIM,
    { [_ht]: ["GET", "/imported-models/{modelIdentifier}", 200] }, () => GetImportedModelRequest$, () => GetImportedModelResponse$
];
var GetInferenceProfile$ = [9, n0, _GIP,
    { [_ht]: ["GET", "/inference-profiles/{inferenceProfileIdentifier}", 200] }, () => GetInferenceProfileRequest$, () => GetInferenceProfileResponse$
];
var GetMarketplaceModelEndpoint$ = [9, n0, _GMME,
    { [_ht]: ["GET", "/marketplace-model/endpoints/{endpointArn}", 200] }, () => GetMarketplaceModelEndpointRequest$, () => GetMarketplaceModelEndpointResponse$
];
var GetModelCopyJob$ = [9, n0, _GMCJ,
    { [_ht]: ["GET", "/model-copy-jobs/{jobArn}", 200] }, () => GetModelCopyJobRequest$, () => GetModelCopyJobResponse$
];
var GetModelCustomizationJob$ = [9, n0, _GMCJe,
    { [_ht]: ["GET", "/model-customization-jobs/{jobIdentifier}", 200] }, () => GetModelCustomizationJobRequest$, () => GetModelCustomizationJobResponse$
];
var GetModelImportJob$ = [9, n0, _GMIJ,
    { [_ht]: ["GET", "/model-import-jobs/{jobIdentifier}", 200] }, () => GetModelImportJobRequest$, () => GetModelImportJobResponse$
];
var GetModelInvocationJob$ = [9, n0, _GMIJe,
    { [_ht]: ["GET", "/model-invocation-job/{jobIdentifier}", 200] }, () => GetModelInvocationJobRequest$, () => GetModelInvocationJobResponse$
];
var GetModelInvocationLoggingConfiguration$ = [9, n0, _GMILC,
    { [_ht]: ["GET", "/logging/modelinvocations", 200] }, () => GetModelInvocationLoggingConfigurationRequest$, () => GetModelInvocationLoggingConfigurationResponse$
];
var GetPromptRouter$ = [9, n0, _GPR,
    { [_ht]: ["GET", "/prompt-routers/{promptRouterArn}", 200] }, () => GetPromptRouterRequest$, () => GetPromptRouterResponse$
];
var GetProvisionedModelThroughput$ = [9, n0, _GPMT,
    { [_ht]: ["GET", "/provisioned-model-throughput/{provisionedModelId}", 200] }, () => GetProvisionedModelThroughputRequest$, () => GetProvisionedModelThroughputResponse$
];
var GetResourcePolicy$ = [9, n0, _GRP,
    { [_ht]: ["GET", "/resource-policy/{resourceArn}", 200] }, () => GetResourcePolicyRequest$, () => GetResourcePolicyResponse$
];
var GetUseCaseForModelAccess$ = [9, n0, _GUCFMA,
    { [_ht]: ["GET", "/use-case-for-model-access", 200] }, () => GetUseCaseForModelAccessRequest$, () => GetUseCaseForModelAccessResponse$
];
var ListAdvancedPromptOptimizationJobs$ = [9, n0, _LAPOJ,
    { [_ht]: ["GET", "/advanced-prompt-optimization-jobs", 200] }, () => ListAdvancedPromptOptimizationJobsRequest$, () => ListAdvancedPromptOptimizationJobsResponse$
];
var ListAutomatedReasoningPolicies$ = [9, n0, _LARP,
    { [_ht]: ["GET", "/automated-reasoning-policies", 200] }, () => ListAutomatedReasoningPoliciesRequest$, () => ListAutomatedReasoningPoliciesResponse$
];
var ListAutomatedReasoningPolicyBuildWorkflows$ = [9, n0, _LARPBW,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/build-workflows", 200] }, () => ListAutomatedReasoningPolicyBuildWorkflowsRequest$, () => ListAutomatedReasoningPolicyBuildWorkflowsResponse$
];
var ListAutomatedReasoningPolicyTestCases$ = [9, n0, _LARPTC,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/test-cases", 200] }, () => ListAutomatedReasoningPolicyTestCasesRequest$, () => ListAutomatedReasoningPolicyTestCasesResponse$
];
var ListAutomatedReasoningPolicyTestResults$ = [9, n0, _LARPTR,
    { [_ht]: ["GET", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}/test-results", 200] }, () => ListAutomatedReasoningPolicyTestResultsRequest$, () => ListAutomatedReasoningPolicyTestResultsResponse$
];
var ListCustomModelDeployments$ = [9, n0, _LCMD,
    { [_ht]: ["GET", "/model-customization/custom-model-deployments", 200] }, () => ListCustomModelDeploymentsRequest$, () => ListCustomModelDeploymentsResponse$
];
var ListCustomModels$ = [9, n0, _LCM,
    { [_ht]: ["GET", "/custom-models", 200] }, () => ListCustomModelsRequest$, () => ListCustomModelsResponse$
];
var ListEnforcedGuardrailsConfiguration$ = [9, n0, _LEGC,
    { [_ht]: ["GET", "/enforcedGuardrailsConfiguration", 200] }, () => ListEnforcedGuardrailsConfigurationRequest$, () => ListEnforcedGuardrailsConfigurationResponse$
];
var ListEvaluationJobs$ = [9, n0, _LEJ,
    { [_ht]: ["GET", "/evaluation-jobs", 200] }, () => ListEvaluationJobsRequest$, () => ListEvaluationJobsResponse$
];
var ListFoundationModelAgreementOffers$ = [9, n0, _LFMAO,
    { [_ht]: ["GET", "/list-foundation-model-agreement-offers/{modelId}", 200] }, () => ListFoundationModelAgreementOffersRequest$, () => ListFoundationModelAgreementOffersResponse$
];
var ListFoundationModels$ = [9, n0, _LFM,
    { [_ht]: ["GET", "/foundation-models", 200] }, () => ListFoundationModelsRequest$, () => ListFoundationModelsResponse$
];
var ListGuardrails$ = [9, n0, _LG,
    { [_ht]: ["GET", "/guardrails", 200] }, () => ListGuardrailsRequest$, () => ListGuardrailsResponse$
];
var ListImportedModels$ = [9, n0, _LIM,
    { [_ht]: ["GET", "/imported-models", 200] }, () => ListImportedModelsRequest$, () => ListImportedModelsResponse$
];
var ListInferenceProfiles$ = [9, n0, _LIP,
    { [_ht]: ["GET", "/inference-profiles", 200] }, () => ListInferenceProfilesRequest$, () => ListInferenceProfilesResponse$
];
var ListMarketplaceModelEndpoints$ = [9, n0, _LMME,
    { [_ht]: ["GET", "/marketplace-model/endpoints", 200] }, () => ListMarketplaceModelEndpointsRequest$, () => ListMarketplaceModelEndpointsResponse$
];
var ListModelCopyJobs$ = [9, n0, _LMCJ,
    { [_ht]: ["GET", "/model-copy-jobs", 200] }, () => ListModelCopyJobsRequest$, () => ListModelCopyJobsResponse$
];
var ListModelCustomizationJobs$ = [9, n0, _LMCJi,
    { [_ht]: ["GET", "/model-customization-jobs", 200] }, () => ListModelCustomizationJobsRequest$, () => ListModelCustomizationJobsResponse$
];
var ListModelImportJobs$ = [9, n0, _LMIJ,
    { [_ht]: ["GET", "/model-import-jobs", 200] }, () => ListModelImportJobsRequest$, () => ListModelImportJobsResponse$
];
var ListModelInvocationJobs$ = [9, n0, _LMIJi,
    { [_ht]: ["GET", "/model-invocation-jobs", 200] }, () => ListModelInvocationJobsRequest$, () => ListModelInvocationJobsResponse$
];
var ListPromptRouters$ = [9, n0, _LPR,
    { [_ht]: ["GET", "/prompt-routers", 200] }, () => ListPromptRoutersRequest$, () => ListPromptRoutersResponse$
];
var ListProvisionedModelThroughputs$ = [9, n0, _LPMT,
    { [_ht]: ["GET", "/provisioned-model-throughputs", 200] }, () => ListProvisionedModelThroughputsRequest$, () => ListProvisionedModelThroughputsResponse$
];
var ListTagsForResource$ = [9, n0, _LTFR,
    { [_ht]: ["POST", "/listTagsForResource", 200] }, () => ListTagsForResourceRequest$, () => ListTagsForResourceResponse$
];
var PutAccountDataRetention$ = [9, n0, _PADR,
    { [_ht]: ["PUT", "/data-retention", 200] }, () => PutAccountDataRetentionRequest$, () => PutAccountDataRetentionResponse$
];
var PutEnforcedGuardrailConfiguration$ = [9, n0, _PEGC,
    { [_ht]: ["PUT", "/enforcedGuardrailsConfiguration", 200] }, () => PutEnforcedGuardrailConfigurationRequest$, () => PutEnforcedGuardrailConfigurationResponse$
];
var PutModelInvocationLoggingConfiguration$ = [9, n0, _PMILC,
    { [_ht]: ["PUT", "/logging/modelinvocations", 200] }, () => PutModelInvocationLoggingConfigurationRequest$, () => PutModelInvocationLoggingConfigurationResponse$
];
var PutResourcePolicy$ = [9, n0, _PRP,
    { [_ht]: ["POST", "/resource-policy", 201] }, () => PutResourcePolicyRequest$, () => PutResourcePolicyResponse$
];
var PutUseCaseForModelAccess$ = [9, n0, _PUCFMA,
    { [_ht]: ["POST", "/use-case-for-model-access", 201] }, () => PutUseCaseForModelAccessRequest$, () => PutUseCaseForModelAccessResponse$
];
var RegisterMarketplaceModelEndpoint$ = [9, n0, _RMME,
    { [_ht]: ["POST", "/marketplace-model/endpoints/{endpointIdentifier}/registration", 200] }, () => RegisterMarketplaceModelEndpointRequest$, () => RegisterMarketplaceModelEndpointResponse$
];
var StartAutomatedReasoningPolicyBuildWorkflow$ = [9, n0, _SARPBW,
    { [_ht]: ["POST", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowType}/start", 200] }, () => StartAutomatedReasoningPolicyBuildWorkflowRequest$, () => StartAutomatedReasoningPolicyBuildWorkflowResponse$
];
var StartAutomatedReasoningPolicyTestWorkflow$ = [9, n0, _SARPTW,
    { [_ht]: ["POST", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}/test-workflows", 200] }, () => StartAutomatedReasoningPolicyTestWorkflowRequest$, () => StartAutomatedReasoningPolicyTestWorkflowResponse$
];
var StopAdvancedPromptOptimizationJob$ = [9, n0, _SAPOJ,
    { [_ht]: ["POST", "/advanced-prompt-optimization-jobs/{jobIdentifier}/stop", 200] }, () => StopAdvancedPromptOptimizationJobRequest$, () => StopAdvancedPromptOptimizationJobResponse$
];
var StopEvaluationJob$ = [9, n0, _SEJ,
    { [_ht]: ["POST", "/evaluation-job/{jobIdentifier}/stop", 200] }, () => StopEvaluationJobRequest$, () => StopEvaluationJobResponse$
];
var StopModelCustomizationJob$ = [9, n0, _SMCJ,
    { [_ht]: ["POST", "/model-customization-jobs/{jobIdentifier}/stop", 200] }, () => StopModelCustomizationJobRequest$, () => StopModelCustomizationJobResponse$
];
var StopModelInvocationJob$ = [9, n0, _SMIJ,
    { [_ht]: ["POST", "/model-invocation-job/{jobIdentifier}/stop", 200] }, () => StopModelInvocationJobRequest$, () => StopModelInvocationJobResponse$
];
var TagResource$ = [9, n0, _TR,
    { [_ht]: ["POST", "/tagResource", 200] }, () => TagResourceRequest$, () => TagResourceResponse$
];
var UntagResource$ = [9, n0, _UR,
    { [_ht]: ["POST", "/untagResource", 200] }, () => UntagResourceRequest$, () => UntagResourceResponse$
];
var UpdateAutomatedReasoningPolicy$ = [9, n0, _UARP,
    { [_ht]: ["PATCH", "/automated-reasoning-policies/{policyArn}", 200] }, () => UpdateAutomatedReasoningPolicyRequest$, () => UpdateAutomatedReasoningPolicyResponse$
];
var UpdateAutomatedReasoningPolicyAnnotations$ = [9, n0, _UARPA,
    { [_ht]: ["PATCH", "/automated-reasoning-policies/{policyArn}/build-workflows/{buildWorkflowId}/annotations", 200] }, () => UpdateAutomatedReasoningPolicyAnnotationsRequest$, () => UpdateAutomatedReasoningPolicyAnnotationsResponse$
];
var UpdateAutomatedReasoningPolicyTestCase$ = [9, n0, _UARPTC,
    { [_ht]: ["PATCH", "/automated-reasoning-policies/{policyArn}/test-cases/{testCaseId}", 200] }, () => UpdateAutomatedReasoningPolicyTestCaseRequest$, () => UpdateAutomatedReasoningPolicyTestCaseResponse$
];
var UpdateCustomModelDeployment$ = [9, n0, _UCMD,
    { [_ht]: ["PATCH", "/model-customization/custom-model-deployments/{customModelDeploymentIdentifier}", 202] }, () => UpdateCustomModelDeploymentRequest$, () => UpdateCustomModelDeploymentResponse$
];
var UpdateGuardrail$ = [9, n0, _UG,
    { [_ht]: ["PUT", "/guardrails/{guardrailIdentifier}", 202] }, () => UpdateGuardrailRequest$, () => UpdateGuardrailResponse$
];
var UpdateMarketplaceModelEndpoint$ = [9, n0, _UMME,
    { [_ht]: ["PATCH", "/marketplace-model/endpoints/{endpointArn}", 200] }, () => UpdateMarketplaceModelEndpointRequest$, () => UpdateMarketplaceModelEndpointResponse$
];
var UpdateProvisionedModelThroughput$ = [9, n0, _UPMT,
    { [_ht]: ["PATCH", "/provisioned-model-throughput/{provisionedModelId}", 200] }, () => UpdateProvisionedModelThroughputRequest$, () => UpdateProvisionedModelThroughputResponse$
];

const getRuntimeConfig$1 = (config) => {
    return {
        apiVersion: "2023-04-20",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultBedrockHttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
            {
                schemeId: "aws.auth#sigv4",
                identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
                signer: new AwsSdkSigV4Signer(),
            },
            {
                schemeId: "smithy.api#httpBearerAuth",
                identityProvider: (ipc) => ipc.getIdentityProvider("smithy.api#httpBearerAuth"),
                signer: new HttpBearerAuthSigner(),
            },
        ],
        logger: config?.logger ?? new NoOpLogger(),
        protocol: config?.protocol ?? AwsRestJsonProtocol,
        protocolSettings: config?.protocolSettings ?? {
            defaultNamespace: "com.amazonaws.bedrock",
            errorTypeRegistries,
            version: "2023-04-20",
            serviceTarget: "AmazonBedrockControlPlaneService",
        },
        serviceId: config?.serviceId ?? "Bedrock",
        sha256: config?.sha256 ?? Sha256,
        urlParser: config?.urlParser ?? parseUrl,
        utf8Decoder: config?.utf8Decoder ?? fromUtf8,
        utf8Encoder: config?.utf8Encoder ?? toUtf8,
    };
};

const getRuntimeConfig = (config) => {
    emitWarningIfUnsupportedVersion(process.version);
    const defaultsMode = resolveDefaultsModeConfig(config);
    const defaultConfigProvider = () => defaultsMode().then(loadConfigsForDefaultMode);
    const clientSharedValues = getRuntimeConfig$1(config);
    emitWarningIfUnsupportedVersion$1(process.version);
    const loaderConfig = {
        profile: config?.profile,
        logger: clientSharedValues.logger,
        signingName: "bedrock",
    };
    return {
        ...clientSharedValues,
        ...config,
        runtime: "node",
        defaultsMode,
        authSchemePreference: config?.authSchemePreference ?? loadConfig(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS, loaderConfig),
        bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength,
        credentialDefaultProvider: config?.credentialDefaultProvider ?? defaultProvider,
        defaultSocketTimeout: getDefaultSocketTimeout(config?.requestHandler, 900_000),
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
        httpAuthSchemes: config?.httpAuthSchemes ?? [
            {
                schemeId: "aws.auth#sigv4",
                identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
                signer: new AwsSdkSigV4Signer(),
            },
            {
                schemeId: "smithy.api#httpBearerAuth",
                identityProvider: (ipc) => ipc.getIdentityProvider("smithy.api#httpBearerAuth") || (async (idProps) => {
                    try {
                        return await fromEnvSigningName({ signingName: "bedrock" })();
                    }
                    catch (error) {
                        return await nodeProvider(idProps)(idProps);
                    }
                }),
                signer: new HttpBearerAuthSigner(),
            },
        ],
        maxAttempts: config?.maxAttempts ?? loadConfig(NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
        region: config?.region ?? loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
        requestHandler: NodeHttpHandler.create(config?.requestHandler ?? defaultConfigProvider),
        retryMode: config?.retryMode ??
            loadConfig({
                ...NODE_RETRY_MODE_CONFIG_OPTIONS,
                default: async () => (await defaultConfigProvider()).retryMode || DEFAULT_RETRY_MODE,
            }, config),
        streamCollector: config?.streamCollector ?? streamCollector,
        useDualstackEndpoint: config?.useDualstackEndpoint ?? loadConfig(NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        useFipsEndpoint: config?.useFipsEndpoint ?? loadConfig(NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        userAgentAppId: config?.userAgentAppId ?? loadConfig(NODE_APP_ID_CONFIG_OPTIONS, loaderConfig),
    };
};

const getHttpAuthExtensionConfiguration = (runtimeConfig) => {
    const _httpAuthSchemes = runtimeConfig.httpAuthSchemes;
    let _httpAuthSchemeProvider = runtimeConfig.httpAuthSchemeProvider;
    let _credentials = runtimeConfig.credentials;
    let _token = runtimeConfig.token;
    return {
        setHttpAuthScheme(httpAuthScheme) {
            const index = _httpAuthSchemes.findIndex((scheme) => scheme.schemeId === httpAuthScheme.schemeId);
            if (index === -1) {
                _httpAuthSchemes.push(httpAuthScheme);
            }
            else {
                _httpAuthSchemes.splice(index, 1, httpAuthScheme);
            }
        },
        httpAuthSchemes() {
            return _httpAuthSchemes;
        },
        setHttpAuthSchemeProvider(httpAuthSchemeProvider) {
            _httpAuthSchemeProvider = httpAuthSchemeProvider;
        },
        httpAuthSchemeProvider() {
            return _httpAuthSchemeProvider;
        },
        setCredentials(credentials) {
            _credentials = credentials;
        },
        credentials() {
            return _credentials;
        },
        setToken(token) {
            _token = token;
        },
        token() {
            return _token;
        },
    };
};
const resolveHttpAuthRuntimeConfig = (config) => {
    return {
        httpAuthSchemes: config.httpAuthSchemes(),
        httpAuthSchemeProvider: config.httpAuthSchemeProvider(),
        credentials: config.credentials(),
        token: config.token(),
    };
};

const resolveRuntimeExtensions = (runtimeConfig, extensions) => {
    const extensionConfiguration = Object.assign(getAwsRegionExtensionConfiguration(runtimeConfig), getDefaultExtensionConfiguration(runtimeConfig), getHttpHandlerExtensionConfiguration(runtimeConfig), getHttpAuthExtensionConfiguration(runtimeConfig));
    extensions.forEach((extension) => extension.configure(extensionConfiguration));
    return Object.assign(runtimeConfig, resolveAwsRegionExtensionConfiguration(extensionConfiguration), resolveDefaultRuntimeConfig(extensionConfiguration), resolveHttpHandlerRuntimeConfig(extensionConfiguration), resolveHttpAuthRuntimeConfig(extensionConfiguration));
};

class BedrockClient extends Client {
    config;
    constructor(...[configuration]) {
        const _config_0 = getRuntimeConfig(configuration || {});
        super(_config_0);
        this.initConfig = _config_0;
        const _config_1 = resolveClientEndpointParameters(_config_0);
        const _config_2 = resolveUserAgentConfig(_config_1);
        const _config_3 = resolveRetryConfig(_config_2);
        const _config_4 = resolveRegionConfig(_config_3);
        const _config_5 = resolveHostHeaderConfig(_config_4);
        const _config_6 = resolveEndpointConfig(_config_5);
        const _config_7 = resolveHttpAuthSchemeConfig(_config_6);
        const _config_8 = resolveRuntimeExtensions(_config_7, configuration?.extensions || []);
        this.config = _config_8;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
            httpAuthSchemeParametersProvider: defaultBedrockHttpAuthSchemeParametersProvider,
            identityProviderConfigProvider: async (config) => new DefaultIdentityProviderConfig({
                "aws.auth#sigv4": config.credentials,
                "smithy.api#httpBearerAuth": config.token,
            }),
        }));
        this.middlewareStack.use(getHttpSigningPlugin(this.config));
    }
    destroy() {
        super.destroy();
    }
}

const command = makeBuilder(commonParams, "AmazonBedrockControlPlaneService", "BedrockClient", getEndpointPlugin);
const _ep0 = {};
const _mw0 = (Command, cs, config, o) => [];

class BatchDeleteAdvancedPromptOptimizationJobCommand extends command(_ep0, _mw0, "BatchDeleteAdvancedPromptOptimizationJob", BatchDeleteAdvancedPromptOptimizationJob$) {
}

class BatchDeleteEvaluationJobCommand extends command(_ep0, _mw0, "BatchDeleteEvaluationJob", BatchDeleteEvaluationJob$) {
}

class CancelAutomatedReasoningPolicyBuildWorkflowCommand extends command(_ep0, _mw0, "CancelAutomatedReasoningPolicyBuildWorkflow", CancelAutomatedReasoningPolicyBuildWorkflow$) {
}

class CreateAdvancedPromptOptimizationJobCommand extends command(_ep0, _mw0, "CreateAdvancedPromptOptimizationJob", CreateAdvancedPromptOptimizationJob$) {
}

class CreateAutomatedReasoningPolicyCommand extends command(_ep0, _mw0, "CreateAutomatedReasoningPolicy", CreateAutomatedReasoningPolicy$) {
}

class CreateAutomatedReasoningPolicyTestCaseCommand extends command(_ep0, _mw0, "CreateAutomatedReasoningPolicyTestCase", CreateAutomatedReasoningPolicyTestCase$) {
}

class CreateAutomatedReasoningPolicyVersionCommand extends command(_ep0, _mw0, "CreateAutomatedReasoningPolicyVersion", CreateAutomatedReasoningPolicyVersion$) {
}

class CreateCustomModelCommand extends command(_ep0, _mw0, "CreateCustomModel", CreateCustomModel$) {
}

class CreateCustomModelDeploymentCommand extends command(_ep0, _mw0, "CreateCustomModelDeployment", CreateCustomModelDeployment$) {
}

class CreateEvaluationJobCommand extends command(_ep0, _mw0, "CreateEvaluationJob", CreateEvaluationJob$) {
}

class CreateFoundationModelAgreementCommand extends command(_ep0, _mw0, "CreateFoundationModelAgreement", CreateFoundationModelAgreement$) {
}

class CreateGuardrailCommand extends command(_ep0, _mw0, "CreateGuardrail", CreateGuardrail$) {
}

class CreateGuardrailVersionCommand extends command(_ep0, _mw0, "CreateGuardrailVersion", CreateGuardrailVersion$) {
}

class CreateInferenceProfileCommand extends command(_ep0, _mw0, "CreateInferenceProfile", CreateInferenceProfile$) {
}

class CreateMarketplaceModelEndpointCommand extends command(_ep0, _mw0, "CreateMarketplaceModelEndpoint", CreateMarketplaceModelEndpoint$) {
}

class CreateModelCopyJobCommand extends command(_ep0, _mw0, "CreateModelCopyJob", CreateModelCopyJob$) {
}

class CreateModelCustomizationJobCommand extends command(_ep0, _mw0, "CreateModelCustomizationJob", CreateModelCustomizationJob$) {
}

class CreateModelImportJobCommand extends command(_ep0, _mw0, "CreateModelImportJob", CreateModelImportJob$) {
}

class CreateModelInvocationJobCommand extends command(_ep0, _mw0, "CreateModelInvocationJob", CreateModelInvocationJob$) {
}

class CreatePromptRouterCommand extends command(_ep0, _mw0, "CreatePromptRouter", CreatePromptRouter$) {
}

class CreateProvisionedModelThroughputCommand extends command(_ep0, _mw0, "CreateProvisionedModelThroughput", CreateProvisionedModelThroughput$) {
}

class DeleteAutomatedReasoningPolicyBuildWorkflowCommand extends command(_ep0, _mw0, "DeleteAutomatedReasoningPolicyBuildWorkflow", DeleteAutomatedReasoningPolicyBuildWorkflow$) {
}

class DeleteAutomatedReasoningPolicyCommand extends command(_ep0, _mw0, "DeleteAutomatedReasoningPolicy", DeleteAutomatedReasoningPolicy$) {
}

class DeleteAutomatedReasoningPolicyTestCaseCommand extends command(_ep0, _mw0, "DeleteAutomatedReasoningPolicyTestCase", DeleteAutomatedReasoningPolicyTestCase$) {
}

class DeleteCustomModelCommand extends command(_ep0, _mw0, "DeleteCustomModel", DeleteCustomModel$) {
}

class DeleteCustomModelDeploymentCommand extends command(_ep0, _mw0, "DeleteCustomModelDeployment", DeleteCustomModelDeployment$) {
}

class DeleteEnforcedGuardrailConfigurationCommand extends command(_ep0, _mw0, "DeleteEnforcedGuardrailConfiguration", DeleteEnforcedGuardrailConfiguration$) {
}

class DeleteFoundationModelAgreementCommand extends command(_ep0, _mw0, "DeleteFoundationModelAgreement", DeleteFoundationModelAgreement$) {
}

class DeleteGuardrailCommand extends command(_ep0, _mw0, "DeleteGuardrail", DeleteGuardrail$) {
}

class DeleteImportedModelCommand extends command(_ep0, _mw0, "DeleteImportedModel", DeleteImportedModel$) {
}

class DeleteInferenceProfileCommand extends command(_ep0, _mw0, "DeleteInferenceProfile", DeleteInferenceProfile$) {
}

class DeleteMarketplaceModelEndpointCommand extends command(_ep0, _mw0, "DeleteMarketplaceModelEndpoint", DeleteMarketplaceModelEndpoint$) {
}

class DeleteModelInvocationLoggingConfigurationCommand extends command(_ep0, _mw0, "DeleteModelInvocationLoggingConfiguration", DeleteModelInvocationLoggingConfiguration$) {
}

class DeletePromptRouterCommand extends command(_ep0, _mw0, "DeletePromptRouter", DeletePromptRouter$) {
}

class DeleteProvisionedModelThroughputCommand extends command(_ep0, _mw0, "DeleteProvisionedModelThroughput", DeleteProvisionedModelThroughput$) {
}

class DeleteResourcePolicyCommand extends command(_ep0, _mw0, "DeleteResourcePolicy", DeleteResourcePolicy$) {
}

class DeregisterMarketplaceModelEndpointCommand extends command(_ep0, _mw0, "DeregisterMarketplaceModelEndpoint", DeregisterMarketplaceModelEndpoint$) {
}

class ExportAutomatedReasoningPolicyVersionCommand extends command(_ep0, _mw0, "ExportAutomatedReasoningPolicyVersion", ExportAutomatedReasoningPolicyVersion$) {
}

class GetAccountDataRetentionCommand extends command(_ep0, _mw0, "GetAccountDataRetention", GetAccountDataRetention$) {
}

class GetAdvancedPromptOptimizationJobCommand extends command(_ep0, _mw0, "GetAdvancedPromptOptimizationJob", GetAdvancedPromptOptimizationJob$) {
}

class GetAutomatedReasoningPolicyAnnotationsCommand extends command(_ep0, _mw0, "GetAutomatedReasoningPolicyAnnotations", GetAutomatedReasoningPolicyAnnotations$) {
}

class GetAutomatedReasoningPolicyBuildWorkflowCommand extends command(_ep0, _mw0, "GetAutomatedReasoningPolicyBuildWorkflow", GetAutomatedReasoningPolicyBuildWorkflow$) {
}

class GetAutomatedReasoningPolicyBuildWorkflowResultAssetsCommand extends command(_ep0, _mw0, "GetAutomatedReasoningPolicyBuildWorkflowResultAssets", GetAutomatedReasoningPolicyBuildWorkflowResultAssets$) {
}

class GetAutomatedReasoningPolicyCommand extends command(_ep0, _mw0, "GetAutomatedReasoningPolicy", GetAutomatedReasoningPolicy$) {
}

class GetAutomatedReasoningPolicyNextScenarioCommand extends command(_ep0, _mw0, "GetAutomatedReasoningPolicyNextScenario", GetAutomatedReasoningPolicyNextScenario$) {
}

class GetAutomatedReasoningPolicyTestCaseCommand extends command(_ep0, _mw0, "GetAutomatedReasoningPolicyTestCase", GetAutomatedReasoningPolicyTestCase$) {
}

class GetAutomatedReasoningPolicyTestResultCommand extends command(_ep0, _mw0, "GetAutomatedReasoningPolicyTestResult", GetAutomatedReasoningPolicyTestResult$) {
}

class GetCustomModelCommand extends command(_ep0, _mw0, "GetCustomModel", GetCustomModel$) {
}

class GetCustomModelDeploymentCommand extends command(_ep0, _mw0, "GetCustomModelDeployment", GetCustomModelDeployment$) {
}

class GetEvaluationJobCommand extends command(_ep0, _mw0, "GetEvaluationJob", GetEvaluationJob$) {
}

class GetFoundationModelAvailabilityCommand extends command(_ep0, _mw0, "GetFoundationModelAvailability", GetFoundationModelAvailability$) {
}

class GetFoundationModelCommand extends command(_ep0, _mw0, "GetFoundationModel", GetFoundationModel$) {
}

class GetGuardrailCommand extends command(_ep0, _mw0, "GetGuardrail", GetGuardrail$) {
}

class GetImportedModelCommand extends command(_ep0, _mw0, "GetImportedModel", GetImportedModel$) {
}

class GetInferenceProfileCommand extends command(_ep0, _mw0, "GetInferenceProfile", GetInferenceProfile$) {
}

class GetMarketplaceModelEndpointCommand extends command(_ep0, _mw0, "GetMarketplaceModelEndpoint", GetMarketplaceModelEndpoint$) {
}

class GetModelCopyJobCommand extends command(_ep0, _mw0, "GetModelCopyJob", GetModelCopyJob$) {
}

class GetModelCustomizationJobCommand extends command(_ep0, _mw0, "GetModelCustomizationJob", GetModelCustomizationJob$) {
}

class GetModelImportJobCommand extends command(_ep0, _mw0, "GetModelImportJob", GetModelImportJob$) {
}

class GetModelInvocationJobCommand extends command(_ep0, _mw0, "GetModelInvocationJob", GetModelInvocationJob$) {
}

class GetModelInvocationLoggingConfigurationCommand extends command(_ep0, _mw0, "GetModelInvocationLoggingConfiguration", GetModelInvocationLoggingConfiguration$) {
}

class GetPromptRouterCommand extends command(_ep0, _mw0, "GetPromptRouter", GetPromptRouter$) {
}

class GetProvisionedModelThroughputCommand extends command(_ep0, _mw0, "GetProvisionedModelThroughput", GetProvisionedModelThroughput$) {
}

class GetResourcePolicyCommand extends command(_ep0, _mw0, "GetResourcePolicy", GetResourcePolicy$) {
}

class GetUseCaseForModelAccessCommand extends command(_ep0, _mw0, "GetUseCaseForModelAccess", GetUseCaseForModelAccess$) {
}

class ListAdvancedPromptOptimizationJobsCommand extends command(_ep0, _mw0, "ListAdvancedPromptOptimizationJobs", ListAdvancedPromptOptimizationJobs$) {
}

class ListAutomatedReasoningPoliciesCommand extends command(_ep0, _mw0, "ListAutomatedReasoningPolicies", ListAutomatedReasoningPolicies$) {
}

class ListAutomatedReasoningPolicyBuildWorkflowsCommand extends command(_ep0, _mw0, "ListAutomatedReasoningPolicyBuildWorkflows", ListAutomatedReasoningPolicyBuildWorkflows$) {
}

class ListAutomatedReasoningPolicyTestCasesCommand extends command(_ep0, _mw0, "ListAutomatedReasoningPolicyTestCases", ListAutomatedReasoningPolicyTestCases$) {
}

class ListAutomatedReasoningPolicyTestResultsCommand extends command(_ep0, _mw0, "ListAutomatedReasoningPolicyTestResults", ListAutomatedReasoningPolicyTestResults$) {
}

class ListCustomModelDeploymentsCommand extends command(_ep0, _mw0, "ListCustomModelDeployments", ListCustomModelDeployments$) {
}

class ListCustomModelsCommand extends command(_ep0, _mw0, "ListCustomModels", ListCustomModels$) {
}

class ListEnforcedGuardrailsConfigurationCommand extends command(_ep0, _mw0, "ListEnforcedGuardrailsConfiguration", ListEnforcedGuardrailsConfiguration$) {
}

class ListEvaluationJobsCommand extends command(_ep0, _mw0, "ListEvaluationJobs", ListEvaluationJobs$) {
}

class ListFoundationModelAgreementOffersCommand extends command(_ep0, _mw0, "ListFoundationModelAgreementOffers", ListFoundationModelAgreementOffers$) {
}

class ListFoundationModelsCommand extends command(_ep0, _mw0, "ListFoundationModels", ListFoundationModels$) {
}

class ListGuardrailsCommand extends command(_ep0, _mw0, "ListGuardrails", ListGuardrails$) {
}

class ListImportedModelsCommand extends command(_ep0, _mw0, "ListImportedModels", ListImportedModels$) {
}

class ListInferenceProfilesCommand extends command(_ep0, _mw0, "ListInferenceProfiles", ListInferenceProfiles$) {
}

class ListMarketplaceModelEndpointsCommand extends command(_ep0, _mw0, "ListMarketplaceModelEndpoints", ListMarketplaceModelEndpoints$) {
}

class ListModelCopyJobsCommand extends command(_ep0, _mw0, "ListModelCopyJobs", ListModelCopyJobs$) {
}

class ListModelCustomizationJobsCommand extends command(_ep0, _mw0, "ListModelCustomizationJobs", ListModelCustomizationJobs$) {
}

class ListModelImportJobsCommand extends command(_ep0, _mw0, "ListModelImportJobs", ListModelImportJobs$) {
}

class ListModelInvocationJobsCommand extends command(_ep0, _mw0, "ListModelInvocationJobs", ListModelInvocationJobs$) {
}

class ListPromptRoutersCommand extends command(_ep0, _mw0, "ListPromptRouters", ListPromptRouters$) {
}

class ListProvisionedModelThroughputsCommand extends command(_ep0, _mw0, "ListProvisionedModelThroughputs", ListProvisionedModelThroughputs$) {
}

class ListTagsForResourceCommand extends command(_ep0, _mw0, "ListTagsForResource", ListTagsForResource$) {
}

class PutAccountDataRetentionCommand extends command(_ep0, _mw0, "PutAccountDataRetention", PutAccountDataRetention$) {
}

class PutEnforcedGuardrailConfigurationCommand extends command(_ep0, _mw0, "PutEnforcedGuardrailConfiguration", PutEnforcedGuardrailConfiguration$) {
}

class PutModelInvocationLoggingConfigurationCommand extends command(_ep0, _mw0, "PutModelInvocationLoggingConfiguration", PutModelInvocationLoggingConfiguration$) {
}

class PutResourcePolicyCommand extends command(_ep0, _mw0, "PutResourcePolicy", PutResourcePolicy$) {
}

class PutUseCaseForModelAccessCommand extends command(_ep0, _mw0, "PutUseCaseForModelAccess", PutUseCaseForModelAccess$) {
}

class RegisterMarketplaceModelEndpointCommand extends command(_ep0, _mw0, "RegisterMarketplaceModelEndpoint", RegisterMarketplaceModelEndpoint$) {
}

class StartAutomatedReasoningPolicyBuildWorkflowCommand extends command(_ep0, _mw0, "StartAutomatedReasoningPolicyBuildWorkflow", StartAutomatedReasoningPolicyBuildWorkflow$) {
}

class StartAutomatedReasoningPolicyTestWorkflowCommand extends command(_ep0, _mw0, "StartAutomatedReasoningPolicyTestWorkflow", StartAutomatedReasoningPolicyTestWorkflow$) {
}

class StopAdvancedPromptOptimizationJobCommand extends command(_ep0, _mw0, "StopAdvancedPromptOptimizationJob", StopAdvancedPromptOptimizationJob$) {
}

class StopEvaluationJobCommand extends command(_ep0, _mw0, "StopEvaluationJob", StopEvaluationJob$) {
}

class StopModelCustomizationJobCommand extends command(_ep0, _mw0, "StopModelCustomizationJob", StopModelCustomizationJob$) {
}

class StopModelInvocationJobCommand extends command(_ep0, _mw0, "StopModelInvocationJob", StopModelInvocationJob$) {
}

class TagResourceCommand extends command(_ep0, _mw0, "TagResource", TagResource$) {
}

class UntagResourceCommand extends command(_ep0, _mw0, "UntagResource", UntagResource$) {
}

class UpdateAutomatedReasoningPolicyAnnotationsCommand extends command(_ep0, _mw0, "UpdateAutomatedReasoningPolicyAnnotations", UpdateAutomatedReasoningPolicyAnnotations$) {
}

class UpdateAutomatedReasoningPolicyCommand extends command(_ep0, _mw0, "UpdateAutomatedReasoningPolicy", UpdateAutomatedReasoningPolicy$) {
}

class UpdateAutomatedReasoningPolicyTestCaseCommand extends command(_ep0, _mw0, "UpdateAutomatedReasoningPolicyTestCase", UpdateAutomatedReasoningPolicyTestCase$) {
}

class UpdateCustomModelDeploymentCommand extends command(_ep0, _mw0, "UpdateCustomModelDeployment", UpdateCustomModelDeployment$) {
}

class UpdateGuardrailCommand extends command(_ep0, _mw0, "UpdateGuardrail", UpdateGuardrail$) {
}

class UpdateMarketplaceModelEndpointCommand extends command(_ep0, _mw0, "UpdateMarketplaceModelEndpoint", UpdateMarketplaceModelEndpoint$) {
}

class UpdateProvisionedModelThroughputCommand extends command(_ep0, _mw0, "UpdateProvisionedModelThroughput", UpdateProvisionedModelThroughput$) {
}

const paginateListAdvancedPromptOptimizationJobs = createPaginator(BedrockClient, ListAdvancedPromptOptimizationJobsCommand, "nextToken", "nextToken", "maxResults");

const paginateListAutomatedReasoningPolicies = createPaginator(BedrockClient, ListAutomatedReasoningPoliciesCommand, "nextToken", "nextToken", "maxResults");

const paginateListAutomatedReasoningPolicyBuildWorkflows = createPaginator(BedrockClient, ListAutomatedReasoningPolicyBuildWorkflowsCommand, "nextToken", "nextToken", "maxResults");

const paginateListAutomatedReasoningPolicyTestCases = createPaginator(BedrockClient, ListAutomatedReasoningPolicyTestCasesCommand, "nextToken", "nextToken", "maxResults");

const paginateListAutomatedReasoningPolicyTestResults = createPaginator(BedrockClient, ListAutomatedReasoningPolicyTestResultsCommand, "nextToken", "nextToken", "maxResults");

const paginateListCustomModelDeployments = createPaginator(BedrockClient, ListCustomModelDeploymentsCommand, "nextToken", "nextToken", "maxResults");

const paginateListCustomModels = createPaginator(BedrockClient, ListCustomModelsCommand, "nextToken", "nextToken", "maxResults");

const paginateListEnforcedGuardrailsConfiguration = createPaginator(BedrockClient, ListEnforcedGuardrailsConfigurationCommand, "nextToken", "nextToken", "");

const paginateListEvaluationJobs = createPaginator(BedrockClient, ListEvaluationJobsCommand, "nextToken", "nextToken", "maxResults");

const paginateListGuardrails = createPaginator(BedrockClient, ListGuardrailsCommand, "nextToken", "nextToken", "maxResults");

const paginateListImportedModels = createPaginator(BedrockClient, ListImportedModelsCommand, "nextToken", "nextToken", "maxResults");

const paginateListInferenceProfiles = createPaginator(BedrockClient, ListInferenceProfilesCommand, "nextToken", "nextToken", "maxResults");

const paginateListMarketplaceModelEndpoints = createPaginator(BedrockClient, ListMarketplaceModelEndpointsCommand, "nextToken", "nextToken", "maxResults");

const paginateListModelCopyJobs = createPaginator(BedrockClient, ListModelCopyJobsCommand, "nextToken", "nextToken", "maxResults");

const paginateListModelCustomizationJobs = createPaginator(BedrockClient, ListModelCustomizationJobsCommand, "nextToken", "nextToken", "maxResults");

const paginateListModelImportJobs = createPaginator(BedrockClient, ListModelImportJobsCommand, "nextToken", "nextToken", "maxResults");

const paginateListModelInvocationJobs = createPaginator(BedrockClient, ListModelInvocationJobsCommand, "nextToken", "nextToken", "maxResults");

const paginateListPromptRouters = createPaginator(BedrockClient, ListPromptRoutersCommand, "nextToken", "nextToken", "maxResults");

const paginateListProvisionedModelThroughputs = createPaginator(BedrockClient, ListProvisionedModelThroughputsCommand, "nextToken", "nextToken", "maxResults");

const commands = {
    BatchDeleteAdvancedPromptOptimizationJobCommand,
    BatchDeleteEvaluationJobCommand,
    CancelAutomatedReasoningPolicyBuildWorkflowCommand,
    CreateAdvancedPromptOptimizationJobCommand,
    CreateAutomatedReasoningPolicyCommand,
    CreateAutomatedReasoningPolicyTestCaseCommand,
    CreateAutomatedReasoningPolicyVersionCommand,
    CreateCustomModelCommand,
    CreateCustomModelDeploymentCommand,
    CreateEvaluationJobCommand,
    CreateFoundationModelAgreementCommand,
    CreateGuardrailCommand,
    CreateGuardrailVersionCommand,
    CreateInferenceProfileCommand,
    CreateMarketplaceModelEndpointCommand,
    CreateModelCopyJobCommand,
    CreateModelCustomizationJobCommand,
    CreateModelImportJobCommand,
    CreateModelInvocationJobCommand,
    CreatePromptRouterCommand,
    CreateProvisionedModelThroughputCommand,
    DeleteAutomatedReasoningPolicyCommand,
    DeleteAutomatedReasoningPolicyBuildWorkflowCommand,
    DeleteAutomatedReasoningPolicyTestCaseCommand,
    DeleteCustomModelCommand,
    DeleteCustomModelDeploymentCommand,
    DeleteEnforcedGuardrailConfigurationCommand,
    DeleteFoundationModelAgreementCommand,
    DeleteGuardrailCommand,
    DeleteImportedModelCommand,
    DeleteInferenceProfileCommand,
    DeleteMarketplaceModelEndpointCommand,
    DeleteModelInvocationLoggingConfigurationCommand,
    DeletePromptRouterCommand,
    DeleteProvisionedModelThroughputCommand,
    DeleteResourcePolicyCommand,
    DeregisterMarketplaceModelEndpointCommand,
    ExportAutomatedReasoningPolicyVersionCommand,
    GetAccountDataRetentionCommand,
    GetAdvancedPromptOptimizationJobCommand,
    GetAutomatedReasoningPolicyCommand,
    GetAutomatedReasoningPolicyAnnotationsCommand,
    GetAutomatedReasoningPolicyBuildWorkflowCommand,
    GetAutomatedReasoningPolicyBuildWorkflowResultAssetsCommand,
    GetAutomatedReasoningPolicyNextScenarioCommand,
    GetAutomatedReasoningPolicyTestCaseCommand,
    GetAutomatedReasoningPolicyTestResultCommand,
    GetCustomModelCommand,
    GetCustomModelDeploymentCommand,
    GetEvaluationJobCommand,
    GetFoundationModelCommand,
    GetFoundationModelAvailabilityCommand,
    GetGuardrailCommand,
    GetImportedModelCommand,
    GetInferenceProfileCommand,
    GetMarketplaceModelEndpointCommand,
    GetModelCopyJobCommand,
    GetModelCustomizationJobCommand,
    GetModelImportJobCommand,
    GetModelInvocationJobCommand,
    GetModelInvocationLoggingConfigurationCommand,
    GetPromptRouterCommand,
    GetProvisionedModelThroughputCommand,
    GetResourcePolicyCommand,
    GetUseCaseForModelAccessCommand,
    ListAdvancedPromptOptimizationJobsCommand,
    ListAutomatedReasoningPoliciesCommand,
    ListAutomatedReasoningPolicyBuildWorkflowsCommand,
    ListAutomatedReasoningPolicyTestCasesCommand,
    ListAutomatedReasoningPolicyTestResultsCommand,
    ListCustomModelDeploymentsCommand,
    ListCustomModelsCommand,
    ListEnforcedGuardrailsConfigurationCommand,
    ListEvaluationJobsCommand,
    ListFoundationModelAgreementOffersCommand,
    ListFoundationModelsCommand,
    ListGuardrailsCommand,
    ListImportedModelsCommand,
    ListInferenceProfilesCommand,
    ListMarketplaceModelEndpointsCommand,
    ListModelCopyJobsCommand,
    ListModelCustomizationJobsCommand,
    ListModelImportJobsCommand,
    ListModelInvocationJobsCommand,
    ListPromptRoutersCommand,
    ListProvisionedModelThroughputsCommand,
    ListTagsForResourceCommand,
    PutAccountDataRetentionCommand,
    PutEnforcedGuardrailConfigurationCommand,
    PutModelInvocationLoggingConfigurationCommand,
    PutResourcePolicyCommand,
    PutUseCaseForModelAccessCommand,
    RegisterMarketplaceModelEndpointCommand,
    StartAutomatedReasoningPolicyBuildWorkflowCommand,
    StartAutomatedReasoningPolicyTestWorkflowCommand,
    StopAdvancedPromptOptimizationJobCommand,
    StopEvaluationJobCommand,
    StopModelCustomizationJobCommand,
    StopModelInvocationJobCommand,
    TagResourceCommand,
    UntagResourceCommand,
    UpdateAutomatedReasoningPolicyCommand,
    UpdateAutomatedReasoningPolicyAnnotationsCommand,
    UpdateAutomatedReasoningPolicyTestCaseCommand,
    UpdateCustomModelDeploymentCommand,
    UpdateGuardrailCommand,
    UpdateMarketplaceModelEndpointCommand,
    UpdateProvisionedModelThroughputCommand,
};
const paginators = {
    paginateListAdvancedPromptOptimizationJobs,
    paginateListAutomatedReasoningPolicies,
    paginateListAutomatedReasoningPolicyBuildWorkflows,
    paginateListAutomatedReasoningPolicyTestCases,
    paginateListAutomatedReasoningPolicyTestResults,
    paginateListCustomModelDeployments,
    paginateListCustomModels,
    paginateListEnforcedGuardrailsConfiguration,
    paginateListEvaluationJobs,
    paginateListGuardrails,
    paginateListImportedModels,
    paginateListInferenceProfiles,
    paginateListMarketplaceModelEndpoints,
    paginateListModelCopyJobs,
    paginateListModelCustomizationJobs,
    paginateListModelImportJobs,
    paginateListModelInvocationJobs,
    paginateListPromptRouters,
    paginateListProvisionedModelThroughputs,
};
class Bedrock extends BedrockClient {
}
createAggregatedClient(commands, Bedrock, { paginators });

const SelectiveGuardingMode = {
    COMPREHENSIVE: "COMPREHENSIVE",
    SELECTIVE: "SELECTIVE",
};
const InputTags = {
    HONOR: "HONOR",
    IGNORE: "IGNORE",
};
const ConfigurationOwner = {
    ACCOUNT: "ACCOUNT",
};
const AdvancedPromptOptimizationJobStatus = {
    COMPLETED: "Completed",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    PARTIALLY_COMPLETED: "PartiallyCompleted",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const SortJobsBy = {
    CREATION_TIME: "CreationTime",
};
const SortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const AgreementStatus = {
    AVAILABLE: "AVAILABLE",
    ERROR: "ERROR",
    NOT_AVAILABLE: "NOT_AVAILABLE",
    PENDING: "PENDING",
};
const AutomatedReasoningCheckResult = {
    IMPOSSIBLE: "IMPOSSIBLE",
    INVALID: "INVALID",
    NO_TRANSLATION: "NO_TRANSLATION",
    SATISFIABLE: "SATISFIABLE",
    TOO_COMPLEX: "TOO_COMPLEX",
    TRANSLATION_AMBIGUOUS: "TRANSLATION_AMBIGUOUS",
    VALID: "VALID",
};
const AutomatedReasoningPolicyBuildWorkflowType = {
    GENERATE_FIDELITY_REPORT: "GENERATE_FIDELITY_REPORT",
    GENERATE_POLICY_SCENARIOS: "GENERATE_POLICY_SCENARIOS",
    IMPORT_POLICY: "IMPORT_POLICY",
    INGEST_CONTENT: "INGEST_CONTENT",
    ITERATIVELY_REFINE_POLICY: "ITERATIVELY_REFINE_POLICY",
    REFINE_POLICY: "REFINE_POLICY",
    RESOLVE_POLICY_AMBIGUITIES: "RESOLVE_POLICY_AMBIGUITIES",
};
const AutomatedReasoningPolicyBuildDocumentContentType = {
    PDF: "pdf",
    TEXT: "txt",
};
const AutomatedReasoningPolicyBuildWorkflowStatus = {
    BUILDING: "BUILDING",
    CANCELLED: "CANCELLED",
    CANCEL_REQUESTED: "CANCEL_REQUESTED",
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    PREPROCESSING: "PREPROCESSING",
    SCHEDULED: "SCHEDULED",
    TESTING: "TESTING",
};
const AutomatedReasoningPolicyBuildResultAssetType = {
    ASSET_MANIFEST: "ASSET_MANIFEST",
    BUILD_LOG: "BUILD_LOG",
    FIDELITY_REPORT: "FIDELITY_REPORT",
    GENERATED_TEST_CASES: "GENERATED_TEST_CASES",
    POLICY_DEFINITION: "POLICY_DEFINITION",
    POLICY_SCENARIOS: "POLICY_SCENARIOS",
    QUALITY_REPORT: "QUALITY_REPORT",
    SOURCE_DOCUMENT: "SOURCE_DOCUMENT",
};
const AutomatedReasoningPolicyBuildMessageType = {
    ERROR: "ERROR",
    INFO: "INFO",
    WARNING: "WARNING",
};
const AutomatedReasoningPolicyAnnotationStatus = {
    APPLIED: "APPLIED",
    FAILED: "FAILED",
};
const AutomatedReasoningCheckLogicWarningType = {
    ALWAYS_FALSE: "ALWAYS_FALSE",
    ALWAYS_TRUE: "ALWAYS_TRUE",
};
const AutomatedReasoningPolicyTestRunResult = {
    FAILED: "FAILED",
    PASSED: "PASSED",
};
const AutomatedReasoningPolicyTestRunStatus = {
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
    NOT_STARTED: "NOT_STARTED",
    SCHEDULED: "SCHEDULED",
};
const Status = {
    INCOMPATIBLE_ENDPOINT: "INCOMPATIBLE_ENDPOINT",
    REGISTERED: "REGISTERED",
};
const CustomModelDeploymentStatus = {
    ACTIVE: "Active",
    CREATING: "Creating",
    FAILED: "Failed",
};
const CustomModelDeploymentUpdateStatus = {
    UPDATE_COMPLETED: "UpdateCompleted",
    UPDATE_FAILED: "UpdateFailed",
    UPDATING: "Updating",
};
const SortModelsBy = {
    CREATION_TIME: "CreationTime",
};
const ReasoningEffort = {
    HIGH: "high",
    LOW: "low",
    MEDIUM: "medium",
};
const CustomizationType = {
    CONTINUED_PRE_TRAINING: "CONTINUED_PRE_TRAINING",
    DISTILLATION: "DISTILLATION",
    FINE_TUNING: "FINE_TUNING",
    IMPORTED: "IMPORTED",
    REINFORCEMENT_FINE_TUNING: "REINFORCEMENT_FINE_TUNING",
};
const ModelStatus = {
    ACTIVE: "Active",
    CREATING: "Creating",
    FAILED: "Failed",
};
const DataRetentionMode = {
    AWS_REVIEW: "aws_review",
    DEFAULT: "default",
    INHERIT: "inherit",
    NONE: "none",
    PROVIDER_DATA_SHARE: "provider_data_share",
};
const EvaluationJobStatus = {
    COMPLETED: "Completed",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const ApplicationType = {
    MODEL_EVALUATION: "ModelEvaluation",
    RAG_EVALUATION: "RagEvaluation",
};
const EvaluationTaskType = {
    CLASSIFICATION: "Classification",
    CUSTOM: "Custom",
    GENERATION: "Generation",
    QUESTION_AND_ANSWER: "QuestionAndAnswer",
    SUMMARIZATION: "Summarization",
};
const PerformanceConfigLatency = {
    OPTIMIZED: "optimized",
    STANDARD: "standard",
};
const ExternalSourceType = {
    BYTE_CONTENT: "BYTE_CONTENT",
    S3: "S3",
};
const QueryTransformationType = {
    QUERY_DECOMPOSITION: "QUERY_DECOMPOSITION",
};
const AttributeType = {
    BOOLEAN: "BOOLEAN",
    NUMBER: "NUMBER",
    STRING: "STRING",
    STRING_LIST: "STRING_LIST",
};
const SearchType = {
    HYBRID: "HYBRID",
    SEMANTIC: "SEMANTIC",
};
const RerankingMetadataSelectionMode = {
    ALL: "ALL",
    SELECTIVE: "SELECTIVE",
};
const VectorSearchRerankingConfigurationType = {
    BEDROCK_RERANKING_MODEL: "BEDROCK_RERANKING_MODEL",
};
const RetrieveAndGenerateType = {
    EXTERNAL_SOURCES: "EXTERNAL_SOURCES",
    KNOWLEDGE_BASE: "KNOWLEDGE_BASE",
};
const EvaluationJobType = {
    AUTOMATED: "Automated",
    HUMAN: "Human",
};
const GuardrailContentFilterAction = {
    BLOCK: "BLOCK",
    NONE: "NONE",
};
const GuardrailModality = {
    IMAGE: "IMAGE",
    TEXT: "TEXT",
};
const GuardrailFilterStrength = {
    HIGH: "HIGH",
    LOW: "LOW",
    MEDIUM: "MEDIUM",
    NONE: "NONE",
};
const GuardrailContentFilterType = {
    HATE: "HATE",
    INSULTS: "INSULTS",
    MISCONDUCT: "MISCONDUCT",
    PROMPT_ATTACK: "PROMPT_ATTACK",
    SEXUAL: "SEXUAL",
    VIOLENCE: "VIOLENCE",
};
const GuardrailContentFiltersTierName = {
    CLASSIC: "CLASSIC",
    STANDARD: "STANDARD",
};
const GuardrailContextualGroundingAction = {
    BLOCK: "BLOCK",
    NONE: "NONE",
};
const GuardrailContextualGroundingFilterType = {
    GROUNDING: "GROUNDING",
    RELEVANCE: "RELEVANCE",
};
const GuardrailContextualGroundingTierName = {
    CLASSIC: "CLASSIC",
    STANDARD: "STANDARD",
};
const GuardrailSensitiveInformationAction = {
    ANONYMIZE: "ANONYMIZE",
    BLOCK: "BLOCK",
    NONE: "NONE",
};
const GuardrailPiiEntityType = {
    ADDRESS: "ADDRESS",
    AGE: "AGE",
    AWS_ACCESS_KEY: "AWS_ACCESS_KEY",
    AWS_SECRET_KEY: "AWS_SECRET_KEY",
    CA_HEALTH_NUMBER: "CA_HEALTH_NUMBER",
    CA_SOCIAL_INSURANCE_NUMBER: "CA_SOCIAL_INSURANCE_NUMBER",
    CREDIT_DEBIT_CARD_CVV: "CREDIT_DEBIT_CARD_CVV",
    CREDIT_DEBIT_CARD_EXPIRY: "CREDIT_DEBIT_CARD_EXPIRY",
    CREDIT_DEBIT_CARD_NUMBER: "CREDIT_DEBIT_CARD_NUMBER",
    DRIVER_ID: "DRIVER_ID",
    EMAIL: "EMAIL",
    INTERNATIONAL_BANK_ACCOUNT_NUMBER: "INTERNATIONAL_BANK_ACCOUNT_NUMBER",
    IP_ADDRESS: "IP_ADDRESS",
    LICENSE_PLATE: "LICENSE_PLATE",
    MAC_ADDRESS: "MAC_ADDRESS",
    NAME: "NAME",
    PASSWORD: "PASSWORD",
    PHONE: "PHONE",
    PIN: "PIN",
    SWIFT_CODE: "SWIFT_CODE",
    UK_NATIONAL_HEALTH_SERVICE_NUMBER: "UK_NATIONAL_HEALTH_SERVICE_NUMBER",
    UK_NATIONAL_INSURANCE_NUMBER: "UK_NATIONAL_INSURANCE_NUMBER",
    UK_UNIQUE_TAXPAYER_REFERENCE_NUMBER: "UK_UNIQUE_TAXPAYER_REFERENCE_NUMBER",
    URL: "URL",
    USERNAME: "USERNAME",
    US_BANK_ACCOUNT_NUMBER: "US_BANK_ACCOUNT_NUMBER",
    US_BANK_ROUTING_NUMBER: "US_BANK_ROUTING_NUMBER",
    US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER: "US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER",
    US_PASSPORT_NUMBER: "US_PASSPORT_NUMBER",
    US_SOCIAL_SECURITY_NUMBER: "US_SOCIAL_SECURITY_NUMBER",
    VEHICLE_IDENTIFICATION_NUMBER: "VEHICLE_IDENTIFICATION_NUMBER",
};
const GuardrailTopicsTierName = {
    CLASSIC: "CLASSIC",
    STANDARD: "STANDARD",
};
const GuardrailTopicAction = {
    BLOCK: "BLOCK",
    NONE: "NONE",
};
const GuardrailTopicType = {
    DENY: "DENY",
};
const GuardrailWordAction = {
    BLOCK: "BLOCK",
    NONE: "NONE",
};
const GuardrailManagedWordsType = {
    PROFANITY: "PROFANITY",
};
const GuardrailStatus = {
    CREATING: "CREATING",
    DELETING: "DELETING",
    FAILED: "FAILED",
    READY: "READY",
    UPDATING: "UPDATING",
    VERSIONING: "VERSIONING",
};
const InferenceProfileStatus = {
    ACTIVE: "ACTIVE",
};
const InferenceProfileType = {
    APPLICATION: "APPLICATION",
    SYSTEM_DEFINED: "SYSTEM_DEFINED",
};
const ModelCopyJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
};
const ModelImportJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
};
const S3InputFormat = {
    JSONL: "JSONL",
};
const ModelInvocationType = {
    Converse: "Converse",
    InvokeModel: "InvokeModel",
};
const ModelInvocationJobStatus = {
    COMPLETED: "Completed",
    EXPIRED: "Expired",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    PARTIALLY_COMPLETED: "PartiallyCompleted",
    SCHEDULED: "Scheduled",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
    SUBMITTED: "Submitted",
    VALIDATING: "Validating",
};
const ModelCustomization = {
    CONTINUED_PRE_TRAINING: "CONTINUED_PRE_TRAINING",
    DISTILLATION: "DISTILLATION",
    FINE_TUNING: "FINE_TUNING",
};
const InferenceType = {
    ON_DEMAND: "ON_DEMAND",
    PROVISIONED: "PROVISIONED",
};
const ModelModality = {
    EMBEDDING: "EMBEDDING",
    IMAGE: "IMAGE",
    TEXT: "TEXT",
};
const FoundationModelLifecycleStatus = {
    ACTIVE: "ACTIVE",
    LEGACY: "LEGACY",
};
const PromptRouterStatus = {
    AVAILABLE: "AVAILABLE",
};
const PromptRouterType = {
    CUSTOM: "custom",
    DEFAULT: "default",
};
const CommitmentDuration = {
    ONE_MONTH: "OneMonth",
    SIX_MONTHS: "SixMonths",
};
const ProvisionedModelStatus = {
    CREATING: "Creating",
    FAILED: "Failed",
    IN_SERVICE: "InService",
    UPDATING: "Updating",
};
const SortByProvisionedModels = {
    CREATION_TIME: "CreationTime",
};
const AuthorizationStatus = {
    AUTHORIZED: "AUTHORIZED",
    NOT_AUTHORIZED: "NOT_AUTHORIZED",
};
const EntitlementAvailability = {
    AVAILABLE: "AVAILABLE",
    NOT_AVAILABLE: "NOT_AVAILABLE",
};
const RegionAvailability = {
    AVAILABLE: "AVAILABLE",
    NOT_AVAILABLE: "NOT_AVAILABLE",
};
const OfferType = {
    ALL: "ALL",
    PUBLIC: "PUBLIC",
};
const ModelCustomizationJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const JobStatusDetails = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    NOT_STARTED: "NotStarted",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const FineTuningJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};

__webpack_unused_export__ = AccessDeniedException;
__webpack_unused_export__ = AccessDeniedException$;
__webpack_unused_export__ = AccountEnforcedGuardrailInferenceInputConfiguration$;
__webpack_unused_export__ = AccountEnforcedGuardrailOutputConfiguration$;
__webpack_unused_export__ = AdvancedPromptOptimizationInputConfig$;
__webpack_unused_export__ = AdvancedPromptOptimizationJobStatus;
__webpack_unused_export__ = AdvancedPromptOptimizationJobSummary$;
__webpack_unused_export__ = AdvancedPromptOptimizationOutputConfig$;
__webpack_unused_export__ = AgreementAvailability$;
__webpack_unused_export__ = AgreementStatus;
__webpack_unused_export__ = ApplicationType;
__webpack_unused_export__ = AttributeType;
__webpack_unused_export__ = AuthorizationStatus;
__webpack_unused_export__ = AutomatedEvaluationConfig$;
__webpack_unused_export__ = AutomatedEvaluationCustomMetricConfig$;
__webpack_unused_export__ = AutomatedEvaluationCustomMetricSource$;
__webpack_unused_export__ = AutomatedReasoningCheckFinding$;
__webpack_unused_export__ = AutomatedReasoningCheckImpossibleFinding$;
__webpack_unused_export__ = AutomatedReasoningCheckInputTextReference$;
__webpack_unused_export__ = AutomatedReasoningCheckInvalidFinding$;
__webpack_unused_export__ = AutomatedReasoningCheckLogicWarning$;
__webpack_unused_export__ = AutomatedReasoningCheckLogicWarningType;
__webpack_unused_export__ = AutomatedReasoningCheckNoTranslationsFinding$;
__webpack_unused_export__ = AutomatedReasoningCheckResult;
__webpack_unused_export__ = AutomatedReasoningCheckRule$;
__webpack_unused_export__ = AutomatedReasoningCheckSatisfiableFinding$;
__webpack_unused_export__ = AutomatedReasoningCheckScenario$;
__webpack_unused_export__ = AutomatedReasoningCheckTooComplexFinding$;
__webpack_unused_export__ = AutomatedReasoningCheckTranslation$;
__webpack_unused_export__ = AutomatedReasoningCheckTranslationAmbiguousFinding$;
__webpack_unused_export__ = AutomatedReasoningCheckTranslationOption$;
__webpack_unused_export__ = AutomatedReasoningCheckValidFinding$;
__webpack_unused_export__ = AutomatedReasoningLogicStatement$;
__webpack_unused_export__ = AutomatedReasoningPolicyAddRuleAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyAddRuleFromNaturalLanguageAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyAddRuleMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyAddTypeAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyAddTypeMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyAddTypeValue$;
__webpack_unused_export__ = AutomatedReasoningPolicyAddVariableAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyAddVariableMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyAnnotatedChunk$;
__webpack_unused_export__ = AutomatedReasoningPolicyAnnotatedContent$;
__webpack_unused_export__ = AutomatedReasoningPolicyAnnotatedLine$;
__webpack_unused_export__ = AutomatedReasoningPolicyAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyAnnotationStatus;
__webpack_unused_export__ = AutomatedReasoningPolicyAtomicStatement$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildDocumentContentType;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildLog$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildLogEntry$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildMessageType;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildResultAssetManifest$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildResultAssetManifestEntry$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildResultAssetType;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildResultAssets$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildStep$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildStepContext$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildStepMessage$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildWorkflowDocument$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildWorkflowRepairContent$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildWorkflowSource$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildWorkflowStatus;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildWorkflowSummary$;
__webpack_unused_export__ = AutomatedReasoningPolicyBuildWorkflowType;
__webpack_unused_export__ = AutomatedReasoningPolicyDefinition$;
__webpack_unused_export__ = AutomatedReasoningPolicyDefinitionElement$;
__webpack_unused_export__ = AutomatedReasoningPolicyDefinitionQualityReport$;
__webpack_unused_export__ = AutomatedReasoningPolicyDefinitionRule$;
__webpack_unused_export__ = AutomatedReasoningPolicyDefinitionType$;
__webpack_unused_export__ = AutomatedReasoningPolicyDefinitionTypeValue$;
__webpack_unused_export__ = AutomatedReasoningPolicyDefinitionTypeValuePair$;
__webpack_unused_export__ = AutomatedReasoningPolicyDefinitionVariable$;
__webpack_unused_export__ = AutomatedReasoningPolicyDeleteRuleAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyDeleteRuleMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyDeleteTypeAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyDeleteTypeMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyDeleteTypeValue$;
__webpack_unused_export__ = AutomatedReasoningPolicyDeleteVariableAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyDeleteVariableMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyDisjointRuleSet$;
__webpack_unused_export__ = AutomatedReasoningPolicyFidelityReport$;
__webpack_unused_export__ = AutomatedReasoningPolicyGenerateFidelityReportContent$;
__webpack_unused_export__ = AutomatedReasoningPolicyGeneratedTestCase$;
__webpack_unused_export__ = AutomatedReasoningPolicyGeneratedTestCases$;
__webpack_unused_export__ = AutomatedReasoningPolicyIngestContentAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyIterativeRefinementContent$;
__webpack_unused_export__ = AutomatedReasoningPolicyMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyPlanning$;
__webpack_unused_export__ = AutomatedReasoningPolicyReportSourceDocument$;
__webpack_unused_export__ = AutomatedReasoningPolicyRuleReport$;
__webpack_unused_export__ = AutomatedReasoningPolicyScenario$;
__webpack_unused_export__ = AutomatedReasoningPolicyScenarios$;
__webpack_unused_export__ = AutomatedReasoningPolicySourceDocument$;
__webpack_unused_export__ = AutomatedReasoningPolicyStatementLocation$;
__webpack_unused_export__ = AutomatedReasoningPolicyStatementReference$;
__webpack_unused_export__ = AutomatedReasoningPolicySummary$;
__webpack_unused_export__ = AutomatedReasoningPolicyTestCase$;
__webpack_unused_export__ = AutomatedReasoningPolicyTestResult$;
__webpack_unused_export__ = AutomatedReasoningPolicyTestRunResult;
__webpack_unused_export__ = AutomatedReasoningPolicyTestRunStatus;
__webpack_unused_export__ = AutomatedReasoningPolicyTypeValueAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateFromRuleFeedbackAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateFromScenarioFeedbackAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateRuleAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateRuleMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateTypeAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateTypeMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateTypeValue$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateVariableAnnotation$;
__webpack_unused_export__ = AutomatedReasoningPolicyUpdateVariableMutation$;
__webpack_unused_export__ = AutomatedReasoningPolicyVariableReport$;
__webpack_unused_export__ = AutomatedReasoningPolicyWorkflowTypeContent$;
__webpack_unused_export__ = BatchDeleteAdvancedPromptOptimizationJob$;
__webpack_unused_export__ = BatchDeleteAdvancedPromptOptimizationJobCommand;
__webpack_unused_export__ = BatchDeleteAdvancedPromptOptimizationJobError$;
__webpack_unused_export__ = BatchDeleteAdvancedPromptOptimizationJobItem$;
__webpack_unused_export__ = BatchDeleteAdvancedPromptOptimizationJobRequest$;
__webpack_unused_export__ = BatchDeleteAdvancedPromptOptimizationJobResponse$;
__webpack_unused_export__ = BatchDeleteEvaluationJob$;
__webpack_unused_export__ = BatchDeleteEvaluationJobCommand;
__webpack_unused_export__ = BatchDeleteEvaluationJobError$;
__webpack_unused_export__ = BatchDeleteEvaluationJobItem$;
__webpack_unused_export__ = BatchDeleteEvaluationJobRequest$;
__webpack_unused_export__ = BatchDeleteEvaluationJobResponse$;
__webpack_unused_export__ = Bedrock;
exports.eDv = BedrockClient;
__webpack_unused_export__ = BedrockEvaluatorModel$;
__webpack_unused_export__ = BedrockServiceException;
__webpack_unused_export__ = BedrockServiceException$;
__webpack_unused_export__ = ByteContentDoc$;
__webpack_unused_export__ = CancelAutomatedReasoningPolicyBuildWorkflow$;
__webpack_unused_export__ = CancelAutomatedReasoningPolicyBuildWorkflowCommand;
__webpack_unused_export__ = CancelAutomatedReasoningPolicyBuildWorkflowRequest$;
__webpack_unused_export__ = CancelAutomatedReasoningPolicyBuildWorkflowResponse$;
__webpack_unused_export__ = CloudWatchConfig$;
__webpack_unused_export__ = CommitmentDuration;
__webpack_unused_export__ = ConfigurationOwner;
__webpack_unused_export__ = ConflictException;
__webpack_unused_export__ = ConflictException$;
__webpack_unused_export__ = CreateAdvancedPromptOptimizationJob$;
__webpack_unused_export__ = CreateAdvancedPromptOptimizationJobCommand;
__webpack_unused_export__ = CreateAdvancedPromptOptimizationJobRequest$;
__webpack_unused_export__ = CreateAdvancedPromptOptimizationJobResponse$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicy$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyCommand;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyRequest$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyResponse$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyTestCase$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyTestCaseCommand;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyTestCaseRequest$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyTestCaseResponse$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyVersion$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyVersionCommand;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyVersionRequest$;
__webpack_unused_export__ = CreateAutomatedReasoningPolicyVersionResponse$;
__webpack_unused_export__ = CreateCustomModel$;
__webpack_unused_export__ = CreateCustomModelCommand;
__webpack_unused_export__ = CreateCustomModelDeployment$;
__webpack_unused_export__ = CreateCustomModelDeploymentCommand;
__webpack_unused_export__ = CreateCustomModelDeploymentRequest$;
__webpack_unused_export__ = CreateCustomModelDeploymentResponse$;
__webpack_unused_export__ = CreateCustomModelRequest$;
__webpack_unused_export__ = CreateCustomModelResponse$;
__webpack_unused_export__ = CreateEvaluationJob$;
__webpack_unused_export__ = CreateEvaluationJobCommand;
__webpack_unused_export__ = CreateEvaluationJobRequest$;
__webpack_unused_export__ = CreateEvaluationJobResponse$;
__webpack_unused_export__ = CreateFoundationModelAgreement$;
__webpack_unused_export__ = CreateFoundationModelAgreementCommand;
__webpack_unused_export__ = CreateFoundationModelAgreementRequest$;
__webpack_unused_export__ = CreateFoundationModelAgreementResponse$;
__webpack_unused_export__ = CreateGuardrail$;
__webpack_unused_export__ = CreateGuardrailCommand;
__webpack_unused_export__ = CreateGuardrailRequest$;
__webpack_unused_export__ = CreateGuardrailResponse$;
__webpack_unused_export__ = CreateGuardrailVersion$;
__webpack_unused_export__ = CreateGuardrailVersionCommand;
__webpack_unused_export__ = CreateGuardrailVersionRequest$;
__webpack_unused_export__ = CreateGuardrailVersionResponse$;
__webpack_unused_export__ = CreateInferenceProfile$;
__webpack_unused_export__ = CreateInferenceProfileCommand;
__webpack_unused_export__ = CreateInferenceProfileRequest$;
__webpack_unused_export__ = CreateInferenceProfileResponse$;
__webpack_unused_export__ = CreateMarketplaceModelEndpoint$;
__webpack_unused_export__ = CreateMarketplaceModelEndpointCommand;
__webpack_unused_export__ = CreateMarketplaceModelEndpointRequest$;
__webpack_unused_export__ = CreateMarketplaceModelEndpointResponse$;
__webpack_unused_export__ = CreateModelCopyJob$;
__webpack_unused_export__ = CreateModelCopyJobCommand;
__webpack_unused_export__ = CreateModelCopyJobRequest$;
__webpack_unused_export__ = CreateModelCopyJobResponse$;
__webpack_unused_export__ = CreateModelCustomizationJob$;
__webpack_unused_export__ = CreateModelCustomizationJobCommand;
__webpack_unused_export__ = CreateModelCustomizationJobRequest$;
__webpack_unused_export__ = CreateModelCustomizationJobResponse$;
__webpack_unused_export__ = CreateModelImportJob$;
__webpack_unused_export__ = CreateModelImportJobCommand;
__webpack_unused_export__ = CreateModelImportJobRequest$;
__webpack_unused_export__ = CreateModelImportJobResponse$;
__webpack_unused_export__ = CreateModelInvocationJob$;
exports.Edi = CreateModelInvocationJobCommand;
__webpack_unused_export__ = CreateModelInvocationJobRequest$;
__webpack_unused_export__ = CreateModelInvocationJobResponse$;
__webpack_unused_export__ = CreatePromptRouter$;
__webpack_unused_export__ = CreatePromptRouterCommand;
__webpack_unused_export__ = CreatePromptRouterRequest$;
__webpack_unused_export__ = CreatePromptRouterResponse$;
__webpack_unused_export__ = CreateProvisionedModelThroughput$;
__webpack_unused_export__ = CreateProvisionedModelThroughputCommand;
__webpack_unused_export__ = CreateProvisionedModelThroughputRequest$;
__webpack_unused_export__ = CreateProvisionedModelThroughputResponse$;
__webpack_unused_export__ = CustomMetricBedrockEvaluatorModel$;
__webpack_unused_export__ = CustomMetricDefinition$;
__webpack_unused_export__ = CustomMetricEvaluatorModelConfig$;
__webpack_unused_export__ = CustomModelDataSource$;
__webpack_unused_export__ = CustomModelDeploymentStatus;
__webpack_unused_export__ = CustomModelDeploymentSummary$;
__webpack_unused_export__ = CustomModelDeploymentUpdateDetails$;
__webpack_unused_export__ = CustomModelDeploymentUpdateStatus;
__webpack_unused_export__ = CustomModelSummary$;
__webpack_unused_export__ = CustomModelUnits$;
__webpack_unused_export__ = CustomizationConfig$;
__webpack_unused_export__ = CustomizationType;
__webpack_unused_export__ = DataProcessingDetails$;
__webpack_unused_export__ = DataRetentionMode;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicy$;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyBuildWorkflow$;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyBuildWorkflowCommand;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyBuildWorkflowRequest$;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyBuildWorkflowResponse$;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyCommand;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyRequest$;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyResponse$;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyTestCase$;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyTestCaseCommand;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyTestCaseRequest$;
__webpack_unused_export__ = DeleteAutomatedReasoningPolicyTestCaseResponse$;
__webpack_unused_export__ = DeleteCustomModel$;
__webpack_unused_export__ = DeleteCustomModelCommand;
__webpack_unused_export__ = DeleteCustomModelDeployment$;
__webpack_unused_export__ = DeleteCustomModelDeploymentCommand;
__webpack_unused_export__ = DeleteCustomModelDeploymentRequest$;
__webpack_unused_export__ = DeleteCustomModelDeploymentResponse$;
__webpack_unused_export__ = DeleteCustomModelRequest$;
__webpack_unused_export__ = DeleteCustomModelResponse$;
__webpack_unused_export__ = DeleteEnforcedGuardrailConfiguration$;
__webpack_unused_export__ = DeleteEnforcedGuardrailConfigurationCommand;
__webpack_unused_export__ = DeleteEnforcedGuardrailConfigurationRequest$;
__webpack_unused_export__ = DeleteEnforcedGuardrailConfigurationResponse$;
__webpack_unused_export__ = DeleteFoundationModelAgreement$;
__webpack_unused_export__ = DeleteFoundationModelAgreementCommand;
__webpack_unused_export__ = DeleteFoundationModelAgreementRequest$;
__webpack_unused_export__ = DeleteFoundationModelAgreementResponse$;
__webpack_unused_export__ = DeleteGuardrail$;
__webpack_unused_export__ = DeleteGuardrailCommand;
__webpack_unused_export__ = DeleteGuardrailRequest$;
__webpack_unused_export__ = DeleteGuardrailResponse$;
__webpack_unused_export__ = DeleteImportedModel$;
__webpack_unused_export__ = DeleteImportedModelCommand;
__webpack_unused_export__ = DeleteImportedModelRequest$;
__webpack_unused_export__ = DeleteImportedModelResponse$;
__webpack_unused_export__ = DeleteInferenceProfile$;
__webpack_unused_export__ = DeleteInferenceProfileCommand;
__webpack_unused_export__ = DeleteInferenceProfileRequest$;
__webpack_unused_export__ = DeleteInferenceProfileResponse$;
__webpack_unused_export__ = DeleteMarketplaceModelEndpoint$;
__webpack_unused_export__ = DeleteMarketplaceModelEndpointCommand;
__webpack_unused_export__ = DeleteMarketplaceModelEndpointRequest$;
__webpack_unused_export__ = DeleteMarketplaceModelEndpointResponse$;
__webpack_unused_export__ = DeleteModelInvocationLoggingConfiguration$;
__webpack_unused_export__ = DeleteModelInvocationLoggingConfigurationCommand;
__webpack_unused_export__ = DeleteModelInvocationLoggingConfigurationRequest$;
__webpack_unused_export__ = DeleteModelInvocationLoggingConfigurationResponse$;
__webpack_unused_export__ = DeletePromptRouter$;
__webpack_unused_export__ = DeletePromptRouterCommand;
__webpack_unused_export__ = DeletePromptRouterRequest$;
__webpack_unused_export__ = DeletePromptRouterResponse$;
__webpack_unused_export__ = DeleteProvisionedModelThroughput$;
__webpack_unused_export__ = DeleteProvisionedModelThroughputCommand;
__webpack_unused_export__ = DeleteProvisionedModelThroughputRequest$;
__webpack_unused_export__ = DeleteProvisionedModelThroughputResponse$;
__webpack_unused_export__ = DeleteResourcePolicy$;
__webpack_unused_export__ = DeleteResourcePolicyCommand;
__webpack_unused_export__ = DeleteResourcePolicyRequest$;
__webpack_unused_export__ = DeleteResourcePolicyResponse$;
__webpack_unused_export__ = DeregisterMarketplaceModelEndpoint$;
__webpack_unused_export__ = DeregisterMarketplaceModelEndpointCommand;
__webpack_unused_export__ = DeregisterMarketplaceModelEndpointRequest$;
__webpack_unused_export__ = DeregisterMarketplaceModelEndpointResponse$;
__webpack_unused_export__ = DimensionalPriceRate$;
__webpack_unused_export__ = DistillationConfig$;
__webpack_unused_export__ = EndpointConfig$;
__webpack_unused_export__ = EntitlementAvailability;
__webpack_unused_export__ = EvaluationBedrockModel$;
__webpack_unused_export__ = EvaluationConfig$;
__webpack_unused_export__ = EvaluationDataset$;
__webpack_unused_export__ = EvaluationDatasetLocation$;
__webpack_unused_export__ = EvaluationDatasetMetricConfig$;
__webpack_unused_export__ = EvaluationInferenceConfig$;
__webpack_unused_export__ = EvaluationInferenceConfigSummary$;
__webpack_unused_export__ = EvaluationJobStatus;
__webpack_unused_export__ = EvaluationJobType;
__webpack_unused_export__ = EvaluationModelConfig$;
__webpack_unused_export__ = EvaluationModelConfigSummary$;
__webpack_unused_export__ = EvaluationOutputDataConfig$;
__webpack_unused_export__ = EvaluationPrecomputedInferenceSource$;
__webpack_unused_export__ = EvaluationPrecomputedRagSourceConfig$;
__webpack_unused_export__ = EvaluationPrecomputedRetrieveAndGenerateSourceConfig$;
__webpack_unused_export__ = EvaluationPrecomputedRetrieveSourceConfig$;
__webpack_unused_export__ = EvaluationRagConfigSummary$;
__webpack_unused_export__ = EvaluationSummary$;
__webpack_unused_export__ = EvaluationTaskType;
__webpack_unused_export__ = EvaluatorModelConfig$;
__webpack_unused_export__ = ExportAutomatedReasoningPolicyVersion$;
__webpack_unused_export__ = ExportAutomatedReasoningPolicyVersionCommand;
__webpack_unused_export__ = ExportAutomatedReasoningPolicyVersionRequest$;
__webpack_unused_export__ = ExportAutomatedReasoningPolicyVersionResponse$;
__webpack_unused_export__ = ExternalSource$;
__webpack_unused_export__ = ExternalSourceType;
__webpack_unused_export__ = ExternalSourcesGenerationConfiguration$;
__webpack_unused_export__ = ExternalSourcesRetrieveAndGenerateConfiguration$;
__webpack_unused_export__ = FieldForReranking$;
__webpack_unused_export__ = FilterAttribute$;
__webpack_unused_export__ = FineTuningJobStatus;
__webpack_unused_export__ = FoundationModelDetails$;
__webpack_unused_export__ = FoundationModelLifecycle$;
__webpack_unused_export__ = FoundationModelLifecycleStatus;
__webpack_unused_export__ = FoundationModelSummary$;
__webpack_unused_export__ = GenerationConfiguration$;
__webpack_unused_export__ = GetAccountDataRetention$;
__webpack_unused_export__ = GetAccountDataRetentionCommand;
__webpack_unused_export__ = GetAccountDataRetentionRequest$;
__webpack_unused_export__ = GetAccountDataRetentionResponse$;
__webpack_unused_export__ = GetAdvancedPromptOptimizationJob$;
__webpack_unused_export__ = GetAdvancedPromptOptimizationJobCommand;
__webpack_unused_export__ = GetAdvancedPromptOptimizationJobRequest$;
__webpack_unused_export__ = GetAdvancedPromptOptimizationJobResponse$;
__webpack_unused_export__ = GetAutomatedReasoningPolicy$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyAnnotations$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyAnnotationsCommand;
__webpack_unused_export__ = GetAutomatedReasoningPolicyAnnotationsRequest$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyAnnotationsResponse$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyBuildWorkflow$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyBuildWorkflowCommand;
__webpack_unused_export__ = GetAutomatedReasoningPolicyBuildWorkflowRequest$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyBuildWorkflowResponse$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyBuildWorkflowResultAssets$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyBuildWorkflowResultAssetsCommand;
__webpack_unused_export__ = GetAutomatedReasoningPolicyBuildWorkflowResultAssetsRequest$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyBuildWorkflowResultAssetsResponse$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyCommand;
__webpack_unused_export__ = GetAutomatedReasoningPolicyNextScenario$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyNextScenarioCommand;
__webpack_unused_export__ = GetAutomatedReasoningPolicyNextScenarioRequest$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyNextScenarioResponse$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyRequest$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyResponse$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyTestCase$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyTestCaseCommand;
__webpack_unused_export__ = GetAutomatedReasoningPolicyTestCaseRequest$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyTestCaseResponse$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyTestResult$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyTestResultCommand;
__webpack_unused_export__ = GetAutomatedReasoningPolicyTestResultRequest$;
__webpack_unused_export__ = GetAutomatedReasoningPolicyTestResultResponse$;
__webpack_unused_export__ = GetCustomModel$;
__webpack_unused_export__ = GetCustomModelCommand;
__webpack_unused_export__ = GetCustomModelDeployment$;
__webpack_unused_export__ = GetCustomModelDeploymentCommand;
__webpack_unused_export__ = GetCustomModelDeploymentRequest$;
__webpack_unused_export__ = GetCustomModelDeploymentResponse$;
__webpack_unused_export__ = GetCustomModelRequest$;
__webpack_unused_export__ = GetCustomModelResponse$;
__webpack_unused_export__ = GetEvaluationJob$;
__webpack_unused_export__ = GetEvaluationJobCommand;
__webpack_unused_export__ = GetEvaluationJobRequest$;
__webpack_unused_export__ = GetEvaluationJobResponse$;
__webpack_unused_export__ = GetFoundationModel$;
__webpack_unused_export__ = GetFoundationModelAvailability$;
__webpack_unused_export__ = GetFoundationModelAvailabilityCommand;
__webpack_unused_export__ = GetFoundationModelAvailabilityRequest$;
__webpack_unused_export__ = GetFoundationModelAvailabilityResponse$;
__webpack_unused_export__ = GetFoundationModelCommand;
__webpack_unused_export__ = GetFoundationModelRequest$;
__webpack_unused_export__ = GetFoundationModelResponse$;
__webpack_unused_export__ = GetGuardrail$;
__webpack_unused_export__ = GetGuardrailCommand;
__webpack_unused_export__ = GetGuardrailRequest$;
__webpack_unused_export__ = GetGuardrailResponse$;
__webpack_unused_export__ = GetImportedModel$;
__webpack_unused_export__ = GetImportedModelCommand;
__webpack_unused_export__ = GetImportedModelRequest$;
__webpack_unused_export__ = GetImportedModelResponse$;
__webpack_unused_export__ = GetInferenceProfile$;
__webpack_unused_export__ = GetInferenceProfileCommand;
__webpack_unused_export__ = GetInferenceProfileRequest$;
__webpack_unused_export__ = GetInferenceProfileResponse$;
__webpack_unused_export__ = GetMarketplaceModelEndpoint$;
__webpack_unused_export__ = GetMarketplaceModelEndpointCommand;
__webpack_unused_export__ = GetMarketplaceModelEndpointRequest$;
__webpack_unused_export__ = GetMarketplaceModelEndpointResponse$;
__webpack_unused_export__ = GetModelCopyJob$;
__webpack_unused_export__ = GetModelCopyJobCommand;
__webpack_unused_export__ = GetModelCopyJobRequest$;
__webpack_unused_export__ = GetModelCopyJobResponse$;
__webpack_unused_export__ = GetModelCustomizationJob$;
__webpack_unused_export__ = GetModelCustomizationJobCommand;
__webpack_unused_export__ = GetModelCustomizationJobRequest$;
__webpack_unused_export__ = GetModelCustomizationJobResponse$;
__webpack_unused_export__ = GetModelImportJob$;
__webpack_unused_export__ = GetModelImportJobCommand;
__webpack_unused_export__ = GetModelImportJobRequest$;
__webpack_unused_export__ = GetModelImportJobResponse$;
__webpack_unused_export__ = GetModelInvocationJob$;
exports.iP0 = GetModelInvocationJobCommand;
__webpack_unused_export__ = GetModelInvocationJobRequest$;
__webpack_unused_export__ = GetModelInvocationJobResponse$;
__webpack_unused_export__ = GetModelInvocationLoggingConfiguration$;
__webpack_unused_export__ = GetModelInvocationLoggingConfigurationCommand;
__webpack_unused_export__ = GetModelInvocationLoggingConfigurationRequest$;
__webpack_unused_export__ = GetModelInvocationLoggingConfigurationResponse$;
__webpack_unused_export__ = GetPromptRouter$;
__webpack_unused_export__ = GetPromptRouterCommand;
__webpack_unused_export__ = GetPromptRouterRequest$;
__webpack_unused_export__ = GetPromptRouterResponse$;
__webpack_unused_export__ = GetProvisionedModelThroughput$;
__webpack_unused_export__ = GetProvisionedModelThroughputCommand;
__webpack_unused_export__ = GetProvisionedModelThroughputRequest$;
__webpack_unused_export__ = GetProvisionedModelThroughputResponse$;
__webpack_unused_export__ = GetResourcePolicy$;
__webpack_unused_export__ = GetResourcePolicyCommand;
__webpack_unused_export__ = GetResourcePolicyRequest$;
__webpack_unused_export__ = GetResourcePolicyResponse$;
__webpack_unused_export__ = GetUseCaseForModelAccess$;
__webpack_unused_export__ = GetUseCaseForModelAccessCommand;
__webpack_unused_export__ = GetUseCaseForModelAccessRequest$;
__webpack_unused_export__ = GetUseCaseForModelAccessResponse$;
__webpack_unused_export__ = GraderConfig$;
__webpack_unused_export__ = GuardrailAutomatedReasoningPolicy$;
__webpack_unused_export__ = GuardrailAutomatedReasoningPolicyConfig$;
__webpack_unused_export__ = GuardrailConfiguration$;
__webpack_unused_export__ = GuardrailContentFilter$;
__webpack_unused_export__ = GuardrailContentFilterAction;
__webpack_unused_export__ = GuardrailContentFilterConfig$;
__webpack_unused_export__ = GuardrailContentFilterType;
__webpack_unused_export__ = GuardrailContentFiltersTier$;
__webpack_unused_export__ = GuardrailContentFiltersTierConfig$;
__webpack_unused_export__ = GuardrailContentFiltersTierName;
__webpack_unused_export__ = GuardrailContentPolicy$;
__webpack_unused_export__ = GuardrailContentPolicyConfig$;
__webpack_unused_export__ = GuardrailContextualGroundingAction;
__webpack_unused_export__ = GuardrailContextualGroundingFilter$;
__webpack_unused_export__ = GuardrailContextualGroundingFilterConfig$;
__webpack_unused_export__ = GuardrailContextualGroundingFilterType;
__webpack_unused_export__ = GuardrailContextualGroundingPolicy$;
__webpack_unused_export__ = GuardrailContextualGroundingPolicyConfig$;
__webpack_unused_export__ = GuardrailContextualGroundingTier$;
__webpack_unused_export__ = GuardrailContextualGroundingTierConfig$;
__webpack_unused_export__ = GuardrailContextualGroundingTierName;
__webpack_unused_export__ = GuardrailCrossRegionConfig$;
__webpack_unused_export__ = GuardrailCrossRegionDetails$;
__webpack_unused_export__ = GuardrailFilterStrength;
__webpack_unused_export__ = GuardrailManagedWords$;
__webpack_unused_export__ = GuardrailManagedWordsConfig$;
__webpack_unused_export__ = GuardrailManagedWordsType;
__webpack_unused_export__ = GuardrailModality;
__webpack_unused_export__ = GuardrailPiiEntity$;
__webpack_unused_export__ = GuardrailPiiEntityConfig$;
__webpack_unused_export__ = GuardrailPiiEntityType;
__webpack_unused_export__ = GuardrailRegex$;
__webpack_unused_export__ = GuardrailRegexConfig$;
__webpack_unused_export__ = GuardrailSensitiveInformationAction;
__webpack_unused_export__ = GuardrailSensitiveInformationPolicy$;
__webpack_unused_export__ = GuardrailSensitiveInformationPolicyConfig$;
__webpack_unused_export__ = GuardrailStatus;
__webpack_unused_export__ = GuardrailSummary$;
__webpack_unused_export__ = GuardrailTopic$;
__webpack_unused_export__ = GuardrailTopicAction;
__webpack_unused_export__ = GuardrailTopicConfig$;
__webpack_unused_export__ = GuardrailTopicPolicy$;
__webpack_unused_export__ = GuardrailTopicPolicyConfig$;
__webpack_unused_export__ = GuardrailTopicType;
__webpack_unused_export__ = GuardrailTopicsTier$;
__webpack_unused_export__ = GuardrailTopicsTierConfig$;
__webpack_unused_export__ = GuardrailTopicsTierName;
__webpack_unused_export__ = GuardrailWord$;
__webpack_unused_export__ = GuardrailWordAction;
__webpack_unused_export__ = GuardrailWordConfig$;
__webpack_unused_export__ = GuardrailWordPolicy$;
__webpack_unused_export__ = GuardrailWordPolicyConfig$;
__webpack_unused_export__ = HumanEvaluationConfig$;
__webpack_unused_export__ = HumanEvaluationCustomMetric$;
__webpack_unused_export__ = HumanWorkflowConfig$;
__webpack_unused_export__ = ImplicitFilterConfiguration$;
__webpack_unused_export__ = ImportedModelSummary$;
__webpack_unused_export__ = InferenceConfiguration$;
__webpack_unused_export__ = InferenceProfileModel$;
__webpack_unused_export__ = InferenceProfileModelSource$;
__webpack_unused_export__ = InferenceProfileStatus;
__webpack_unused_export__ = InferenceProfileSummary$;
__webpack_unused_export__ = InferenceProfileType;
__webpack_unused_export__ = InferenceType;
__webpack_unused_export__ = InputTags;
__webpack_unused_export__ = InternalServerException;
__webpack_unused_export__ = InternalServerException$;
__webpack_unused_export__ = InvocationLogSource$;
__webpack_unused_export__ = InvocationLogsConfig$;
__webpack_unused_export__ = JobStatusDetails;
__webpack_unused_export__ = KbInferenceConfig$;
__webpack_unused_export__ = KnowledgeBaseConfig$;
__webpack_unused_export__ = KnowledgeBaseRetrievalConfiguration$;
__webpack_unused_export__ = KnowledgeBaseRetrieveAndGenerateConfiguration$;
__webpack_unused_export__ = KnowledgeBaseVectorSearchConfiguration$;
__webpack_unused_export__ = LambdaGraderConfig$;
__webpack_unused_export__ = LegalTerm$;
__webpack_unused_export__ = ListAdvancedPromptOptimizationJobs$;
__webpack_unused_export__ = ListAdvancedPromptOptimizationJobsCommand;
__webpack_unused_export__ = ListAdvancedPromptOptimizationJobsRequest$;
__webpack_unused_export__ = ListAdvancedPromptOptimizationJobsResponse$;
__webpack_unused_export__ = ListAutomatedReasoningPolicies$;
__webpack_unused_export__ = ListAutomatedReasoningPoliciesCommand;
__webpack_unused_export__ = ListAutomatedReasoningPoliciesRequest$;
__webpack_unused_export__ = ListAutomatedReasoningPoliciesResponse$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyBuildWorkflows$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyBuildWorkflowsCommand;
__webpack_unused_export__ = ListAutomatedReasoningPolicyBuildWorkflowsRequest$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyBuildWorkflowsResponse$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyTestCases$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyTestCasesCommand;
__webpack_unused_export__ = ListAutomatedReasoningPolicyTestCasesRequest$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyTestCasesResponse$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyTestResults$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyTestResultsCommand;
__webpack_unused_export__ = ListAutomatedReasoningPolicyTestResultsRequest$;
__webpack_unused_export__ = ListAutomatedReasoningPolicyTestResultsResponse$;
__webpack_unused_export__ = ListCustomModelDeployments$;
__webpack_unused_export__ = ListCustomModelDeploymentsCommand;
__webpack_unused_export__ = ListCustomModelDeploymentsRequest$;
__webpack_unused_export__ = ListCustomModelDeploymentsResponse$;
__webpack_unused_export__ = ListCustomModels$;
__webpack_unused_export__ = ListCustomModelsCommand;
__webpack_unused_export__ = ListCustomModelsRequest$;
__webpack_unused_export__ = ListCustomModelsResponse$;
__webpack_unused_export__ = ListEnforcedGuardrailsConfiguration$;
__webpack_unused_export__ = ListEnforcedGuardrailsConfigurationCommand;
__webpack_unused_export__ = ListEnforcedGuardrailsConfigurationRequest$;
__webpack_unused_export__ = ListEnforcedGuardrailsConfigurationResponse$;
__webpack_unused_export__ = ListEvaluationJobs$;
__webpack_unused_export__ = ListEvaluationJobsCommand;
__webpack_unused_export__ = ListEvaluationJobsRequest$;
__webpack_unused_export__ = ListEvaluationJobsResponse$;
__webpack_unused_export__ = ListFoundationModelAgreementOffers$;
__webpack_unused_export__ = ListFoundationModelAgreementOffersCommand;
__webpack_unused_export__ = ListFoundationModelAgreementOffersRequest$;
__webpack_unused_export__ = ListFoundationModelAgreementOffersResponse$;
__webpack_unused_export__ = ListFoundationModels$;
__webpack_unused_export__ = ListFoundationModelsCommand;
__webpack_unused_export__ = ListFoundationModelsRequest$;
__webpack_unused_export__ = ListFoundationModelsResponse$;
__webpack_unused_export__ = ListGuardrails$;
__webpack_unused_export__ = ListGuardrailsCommand;
__webpack_unused_export__ = ListGuardrailsRequest$;
__webpack_unused_export__ = ListGuardrailsResponse$;
__webpack_unused_export__ = ListImportedModels$;
__webpack_unused_export__ = ListImportedModelsCommand;
__webpack_unused_export__ = ListImportedModelsRequest$;
__webpack_unused_export__ = ListImportedModelsResponse$;
__webpack_unused_export__ = ListInferenceProfiles$;
__webpack_unused_export__ = ListInferenceProfilesCommand;
__webpack_unused_export__ = ListInferenceProfilesRequest$;
__webpack_unused_export__ = ListInferenceProfilesResponse$;
__webpack_unused_export__ = ListMarketplaceModelEndpoints$;
__webpack_unused_export__ = ListMarketplaceModelEndpointsCommand;
__webpack_unused_export__ = ListMarketplaceModelEndpointsRequest$;
__webpack_unused_export__ = ListMarketplaceModelEndpointsResponse$;
__webpack_unused_export__ = ListModelCopyJobs$;
__webpack_unused_export__ = ListModelCopyJobsCommand;
__webpack_unused_export__ = ListModelCopyJobsRequest$;
__webpack_unused_export__ = ListModelCopyJobsResponse$;
__webpack_unused_export__ = ListModelCustomizationJobs$;
__webpack_unused_export__ = ListModelCustomizationJobsCommand;
__webpack_unused_export__ = ListModelCustomizationJobsRequest$;
__webpack_unused_export__ = ListModelCustomizationJobsResponse$;
__webpack_unused_export__ = ListModelImportJobs$;
__webpack_unused_export__ = ListModelImportJobsCommand;
__webpack_unused_export__ = ListModelImportJobsRequest$;
__webpack_unused_export__ = ListModelImportJobsResponse$;
__webpack_unused_export__ = ListModelInvocationJobs$;
__webpack_unused_export__ = ListModelInvocationJobsCommand;
__webpack_unused_export__ = ListModelInvocationJobsRequest$;
__webpack_unused_export__ = ListModelInvocationJobsResponse$;
__webpack_unused_export__ = ListPromptRouters$;
__webpack_unused_export__ = ListPromptRoutersCommand;
__webpack_unused_export__ = ListPromptRoutersRequest$;
__webpack_unused_export__ = ListPromptRoutersResponse$;
__webpack_unused_export__ = ListProvisionedModelThroughputs$;
__webpack_unused_export__ = ListProvisionedModelThroughputsCommand;
__webpack_unused_export__ = ListProvisionedModelThroughputsRequest$;
__webpack_unused_export__ = ListProvisionedModelThroughputsResponse$;
__webpack_unused_export__ = ListTagsForResource$;
__webpack_unused_export__ = ListTagsForResourceCommand;
__webpack_unused_export__ = ListTagsForResourceRequest$;
__webpack_unused_export__ = ListTagsForResourceResponse$;
__webpack_unused_export__ = LoggingConfig$;
__webpack_unused_export__ = MarketplaceModelEndpoint$;
__webpack_unused_export__ = MarketplaceModelEndpointSummary$;
__webpack_unused_export__ = MetadataAttributeSchema$;
__webpack_unused_export__ = MetadataConfigurationForReranking$;
__webpack_unused_export__ = ModelConfiguration$;
__webpack_unused_export__ = ModelCopyJobStatus;
__webpack_unused_export__ = ModelCopyJobSummary$;
__webpack_unused_export__ = ModelCustomization;
__webpack_unused_export__ = ModelCustomizationJobStatus;
__webpack_unused_export__ = ModelCustomizationJobSummary$;
__webpack_unused_export__ = ModelDataSource$;
__webpack_unused_export__ = ModelEnforcement$;
__webpack_unused_export__ = ModelImportJobStatus;
__webpack_unused_export__ = ModelImportJobSummary$;
__webpack_unused_export__ = ModelInvocationJobInputDataConfig$;
__webpack_unused_export__ = ModelInvocationJobOutputDataConfig$;
__webpack_unused_export__ = ModelInvocationJobS3InputDataConfig$;
__webpack_unused_export__ = ModelInvocationJobS3OutputDataConfig$;
__webpack_unused_export__ = ModelInvocationJobStatus;
__webpack_unused_export__ = ModelInvocationJobSummary$;
__webpack_unused_export__ = ModelInvocationType;
__webpack_unused_export__ = ModelModality;
__webpack_unused_export__ = ModelPackageArnDataSource$;
__webpack_unused_export__ = ModelStatus;
__webpack_unused_export__ = Offer$;
__webpack_unused_export__ = OfferType;
__webpack_unused_export__ = OrchestrationConfiguration$;
__webpack_unused_export__ = OutputDataConfig$;
__webpack_unused_export__ = PerformanceConfigLatency;
__webpack_unused_export__ = PerformanceConfiguration$;
__webpack_unused_export__ = PricingTerm$;
__webpack_unused_export__ = PromptRouterStatus;
__webpack_unused_export__ = PromptRouterSummary$;
__webpack_unused_export__ = PromptRouterTargetModel$;
__webpack_unused_export__ = PromptRouterType;
__webpack_unused_export__ = PromptTemplate$;
__webpack_unused_export__ = ProvisionedModelStatus;
__webpack_unused_export__ = ProvisionedModelSummary$;
__webpack_unused_export__ = PutAccountDataRetention$;
__webpack_unused_export__ = PutAccountDataRetentionCommand;
__webpack_unused_export__ = PutAccountDataRetentionRequest$;
__webpack_unused_export__ = PutAccountDataRetentionResponse$;
__webpack_unused_export__ = PutEnforcedGuardrailConfiguration$;
__webpack_unused_export__ = PutEnforcedGuardrailConfigurationCommand;
__webpack_unused_export__ = PutEnforcedGuardrailConfigurationRequest$;
__webpack_unused_export__ = PutEnforcedGuardrailConfigurationResponse$;
__webpack_unused_export__ = PutModelInvocationLoggingConfiguration$;
__webpack_unused_export__ = PutModelInvocationLoggingConfigurationCommand;
__webpack_unused_export__ = PutModelInvocationLoggingConfigurationRequest$;
__webpack_unused_export__ = PutModelInvocationLoggingConfigurationResponse$;
__webpack_unused_export__ = PutResourcePolicy$;
__webpack_unused_export__ = PutResourcePolicyCommand;
__webpack_unused_export__ = PutResourcePolicyRequest$;
__webpack_unused_export__ = PutResourcePolicyResponse$;
__webpack_unused_export__ = PutUseCaseForModelAccess$;
__webpack_unused_export__ = PutUseCaseForModelAccessCommand;
__webpack_unused_export__ = PutUseCaseForModelAccessRequest$;
__webpack_unused_export__ = PutUseCaseForModelAccessResponse$;
__webpack_unused_export__ = QueryTransformationConfiguration$;
__webpack_unused_export__ = QueryTransformationType;
__webpack_unused_export__ = RAGConfig$;
__webpack_unused_export__ = RFTConfig$;
__webpack_unused_export__ = RFTHyperParameters$;
__webpack_unused_export__ = RatingScaleItem$;
__webpack_unused_export__ = RatingScaleItemValue$;
__webpack_unused_export__ = ReasoningEffort;
__webpack_unused_export__ = RegionAvailability;
__webpack_unused_export__ = RegisterMarketplaceModelEndpoint$;
__webpack_unused_export__ = RegisterMarketplaceModelEndpointCommand;
__webpack_unused_export__ = RegisterMarketplaceModelEndpointRequest$;
__webpack_unused_export__ = RegisterMarketplaceModelEndpointResponse$;
__webpack_unused_export__ = RequestMetadataBaseFilters$;
__webpack_unused_export__ = RequestMetadataFilters$;
__webpack_unused_export__ = RerankingMetadataSelectionMode;
__webpack_unused_export__ = RerankingMetadataSelectiveModeConfiguration$;
__webpack_unused_export__ = ResourceInUseException;
__webpack_unused_export__ = ResourceInUseException$;
__webpack_unused_export__ = ResourceNotFoundException;
__webpack_unused_export__ = ResourceNotFoundException$;
__webpack_unused_export__ = RetrievalFilter$;
__webpack_unused_export__ = RetrieveAndGenerateConfiguration$;
__webpack_unused_export__ = RetrieveAndGenerateType;
__webpack_unused_export__ = RetrieveConfig$;
__webpack_unused_export__ = RoutingCriteria$;
__webpack_unused_export__ = S3Config$;
__webpack_unused_export__ = S3DataSource$;
__webpack_unused_export__ = S3InputFormat;
__webpack_unused_export__ = S3ObjectDoc$;
__webpack_unused_export__ = SageMakerEndpoint$;
__webpack_unused_export__ = SearchType;
__webpack_unused_export__ = SelectiveContentGuarding$;
__webpack_unused_export__ = SelectiveGuardingMode;
__webpack_unused_export__ = ServiceQuotaExceededException;
__webpack_unused_export__ = ServiceQuotaExceededException$;
__webpack_unused_export__ = ServiceUnavailableException;
__webpack_unused_export__ = ServiceUnavailableException$;
__webpack_unused_export__ = SortByProvisionedModels;
__webpack_unused_export__ = SortJobsBy;
__webpack_unused_export__ = SortModelsBy;
__webpack_unused_export__ = SortOrder;
__webpack_unused_export__ = StartAutomatedReasoningPolicyBuildWorkflow$;
__webpack_unused_export__ = StartAutomatedReasoningPolicyBuildWorkflowCommand;
__webpack_unused_export__ = StartAutomatedReasoningPolicyBuildWorkflowRequest$;
__webpack_unused_export__ = StartAutomatedReasoningPolicyBuildWorkflowResponse$;
__webpack_unused_export__ = StartAutomatedReasoningPolicyTestWorkflow$;
__webpack_unused_export__ = StartAutomatedReasoningPolicyTestWorkflowCommand;
__webpack_unused_export__ = StartAutomatedReasoningPolicyTestWorkflowRequest$;
__webpack_unused_export__ = StartAutomatedReasoningPolicyTestWorkflowResponse$;
__webpack_unused_export__ = Status;
__webpack_unused_export__ = StatusDetails$;
__webpack_unused_export__ = StopAdvancedPromptOptimizationJob$;
__webpack_unused_export__ = StopAdvancedPromptOptimizationJobCommand;
__webpack_unused_export__ = StopAdvancedPromptOptimizationJobRequest$;
__webpack_unused_export__ = StopAdvancedPromptOptimizationJobResponse$;
__webpack_unused_export__ = StopEvaluationJob$;
__webpack_unused_export__ = StopEvaluationJobCommand;
__webpack_unused_export__ = StopEvaluationJobRequest$;
__webpack_unused_export__ = StopEvaluationJobResponse$;
__webpack_unused_export__ = StopModelCustomizationJob$;
__webpack_unused_export__ = StopModelCustomizationJobCommand;
__webpack_unused_export__ = StopModelCustomizationJobRequest$;
__webpack_unused_export__ = StopModelCustomizationJobResponse$;
__webpack_unused_export__ = StopModelInvocationJob$;
exports.wte = StopModelInvocationJobCommand;
__webpack_unused_export__ = StopModelInvocationJobRequest$;
__webpack_unused_export__ = StopModelInvocationJobResponse$;
__webpack_unused_export__ = SupportTerm$;
__webpack_unused_export__ = Tag$;
__webpack_unused_export__ = TagResource$;
__webpack_unused_export__ = TagResourceCommand;
__webpack_unused_export__ = TagResourceRequest$;
__webpack_unused_export__ = TagResourceResponse$;
__webpack_unused_export__ = TeacherModelConfig$;
__webpack_unused_export__ = TermDetails$;
__webpack_unused_export__ = TextInferenceConfig$;
__webpack_unused_export__ = ThrottlingException;
__webpack_unused_export__ = ThrottlingException$;
__webpack_unused_export__ = TooManyTagsException;
__webpack_unused_export__ = TooManyTagsException$;
__webpack_unused_export__ = TrainingDataConfig$;
__webpack_unused_export__ = TrainingDetails$;
__webpack_unused_export__ = TrainingMetrics$;
__webpack_unused_export__ = UntagResource$;
__webpack_unused_export__ = UntagResourceCommand;
__webpack_unused_export__ = UntagResourceRequest$;
__webpack_unused_export__ = UntagResourceResponse$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicy$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyAnnotations$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyAnnotationsCommand;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyAnnotationsRequest$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyAnnotationsResponse$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyCommand;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyRequest$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyResponse$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyTestCase$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyTestCaseCommand;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyTestCaseRequest$;
__webpack_unused_export__ = UpdateAutomatedReasoningPolicyTestCaseResponse$;
__webpack_unused_export__ = UpdateCustomModelDeployment$;
__webpack_unused_export__ = UpdateCustomModelDeploymentCommand;
__webpack_unused_export__ = UpdateCustomModelDeploymentRequest$;
__webpack_unused_export__ = UpdateCustomModelDeploymentResponse$;
__webpack_unused_export__ = UpdateGuardrail$;
__webpack_unused_export__ = UpdateGuardrailCommand;
__webpack_unused_export__ = UpdateGuardrailRequest$;
__webpack_unused_export__ = UpdateGuardrailResponse$;
__webpack_unused_export__ = UpdateMarketplaceModelEndpoint$;
__webpack_unused_export__ = UpdateMarketplaceModelEndpointCommand;
__webpack_unused_export__ = UpdateMarketplaceModelEndpointRequest$;
__webpack_unused_export__ = UpdateMarketplaceModelEndpointResponse$;
__webpack_unused_export__ = UpdateProvisionedModelThroughput$;
__webpack_unused_export__ = UpdateProvisionedModelThroughputCommand;
__webpack_unused_export__ = UpdateProvisionedModelThroughputRequest$;
__webpack_unused_export__ = UpdateProvisionedModelThroughputResponse$;
__webpack_unused_export__ = ValidationDataConfig$;
__webpack_unused_export__ = ValidationDetails$;
__webpack_unused_export__ = ValidationException;
__webpack_unused_export__ = ValidationException$;
__webpack_unused_export__ = Validator$;
__webpack_unused_export__ = ValidatorMetric$;
__webpack_unused_export__ = ValidityTerm$;
__webpack_unused_export__ = VectorSearchBedrockRerankingConfiguration$;
__webpack_unused_export__ = VectorSearchBedrockRerankingModelConfiguration$;
__webpack_unused_export__ = VectorSearchRerankingConfiguration$;
__webpack_unused_export__ = VectorSearchRerankingConfigurationType;
__webpack_unused_export__ = VpcConfig$;
__webpack_unused_export__ = errorTypeRegistries;
__webpack_unused_export__ = paginateListAdvancedPromptOptimizationJobs;
__webpack_unused_export__ = paginateListAutomatedReasoningPolicies;
__webpack_unused_export__ = paginateListAutomatedReasoningPolicyBuildWorkflows;
__webpack_unused_export__ = paginateListAutomatedReasoningPolicyTestCases;
__webpack_unused_export__ = paginateListAutomatedReasoningPolicyTestResults;
__webpack_unused_export__ = paginateListCustomModelDeployments;
__webpack_unused_export__ = paginateListCustomModels;
__webpack_unused_export__ = paginateListEnforcedGuardrailsConfiguration;
__webpack_unused_export__ = paginateListEvaluationJobs;
__webpack_unused_export__ = paginateListGuardrails;
__webpack_unused_export__ = paginateListImportedModels;
__webpack_unused_export__ = paginateListInferenceProfiles;
__webpack_unused_export__ = paginateListMarketplaceModelEndpoints;
__webpack_unused_export__ = paginateListModelCopyJobs;
__webpack_unused_export__ = paginateListModelCustomizationJobs;
__webpack_unused_export__ = paginateListModelImportJobs;
__webpack_unused_export__ = paginateListModelInvocationJobs;
__webpack_unused_export__ = paginateListPromptRouters;
__webpack_unused_export__ = paginateListProvisionedModelThroughputs;


/***/ }),

/***/ 53711:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;
const { getFlexibleChecksumsPlugin, NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS, NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS, resolveFlexibleChecksumsConfig } = __webpack_require__(20238);
const { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = __webpack_require__(5152);
const { getThrow200ExceptionsPlugin, getSsecPlugin, getLocationConstraintPlugin, getS3ExpiresMiddlewarePlugin, getCheckContentLengthHeaderPlugin, S3RestXmlProtocol, NODE_USE_ARN_REGION_CONFIG_OPTIONS, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS, resolveS3Config, getValidateBucketNamePlugin, getAddExpectContinuePlugin, getRegionRedirectMiddlewarePlugin, getS3ExpressPlugin, getS3ExpressHttpSigningPlugin } = __webpack_require__(45028);
const { getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = __webpack_require__(90402);
const { normalizeProvider, getSmithyContext, makeBuilder, ServiceException, NoOpLogger, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, createWaiter, checkExceptions, WaiterState, createAggregatedClient } = __webpack_require__(92658);
const { Command: $Command } = __webpack_require__(92658);
__webpack_unused_export__ = $Command;
__webpack_unused_export__ = Client;
const { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = __webpack_require__(47291);
const { BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveParams, getEndpointPlugin, resolveEndpointConfig } = __webpack_require__(62085);
const { eventStreamSerdeProvider, resolveEventStreamSerdeConfig } = __webpack_require__(56579);
const { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = __webpack_require__(93422);
const { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, resolveRetryConfig, getRetryPlugin } = __webpack_require__(23609);
const { TypeRegistry, getSchemaSerdePlugin } = __webpack_require__(26890);
const { resolveAwsSdkSigV4Config, resolveAwsSdkSigV4AConfig, AwsSdkSigV4Signer, AwsSdkSigV4ASigner, NODE_SIGV4A_CONFIG_OPTIONS, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = __webpack_require__(97523);
const { SignatureV4MultiRegion } = __webpack_require__(5785);
const { defaultProvider } = __webpack_require__(5861);
const { Sha256, Md5, readableStreamHasher } = __webpack_require__(99542);
const { toUtf8, fromUtf8, sdkStreamMixin, getAwsChunkedEncodingStream, toBase64, fromBase64, calculateBodyLength } = __webpack_require__(92430);
const { streamCollector, NodeHttpHandler } = __webpack_require__(61279);
const { Sha1 } = __webpack_require__(63242);

const aw = "ref", ax = "argv", ay = "backend", az = "authSchemes", aA = "disableDoubleEncoding", aB = "signingName", aC = "signingRegion", aD = "signingRegionSet";
const a = -1, b = true, c = false, d = "isSet", e = "booleanEquals", f = "stringEquals", g = "coalesce", h = "substring", i = "", j = "aws.partition", k = "partitionResult", l = "accessPointSuffix", m = "regionPrefix", n = (n) => "outpostId_ssa_" + n + i, o = "hardwareType", p = "ite", q = "isValidHostLabel", s = "sigv4", t = "aws.isVirtualHostableS3Bucket", u = "url", v = "getAttr", w = "bucketArn", x = "--", y = "arnType", z = "accesspoint", A = (n) => "accessPointName_ssa_" + n + i, B = "s3-object-lambda", C = "s3-outposts", D = "bucketPartition", E = "us-east-1", F = "outpostType", G = "name", H = "s3", I = "{url#scheme}://{Bucket}.{url#authority}{url#path}", J = "{url#scheme}://{url#authority}{url#path}", K = "{url#scheme}://{url#authority}{url#normalizedPath}{Bucket}", L = "https://{Bucket}.s3-accelerate.{partitionResult#dnsSuffix}", M = "https://{Bucket}.s3.{partitionResult#dnsSuffix}", N = (n) => "{url#scheme}://{accessPointName_ssa_" + n + "}-{bucketArn#accountId}.{url#authority}{url#path}", O = (n) => "Invalid ARN: The access point name may only contain a-z, A-Z, 0-9 and `-`. Found: `{accessPointName_ssa_" + n + "}`", P = "sigv4a", Q = "{url#scheme}://{url#authority}{url#normalizedPath}{uri_encoded_bucket}", R = "https://s3.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", S = "https://s3.{partitionResult#dnsSuffix}", T = { [aw]: "UseFIPS" }, U = { [aw]: "UseDualStack" }, V = { [aw]: "Bucket" }, W = { "fn": v, [ax]: [{ [aw]: k }, G] }, X = { [aw]: u }, Y = { [aw]: "Region" }, Z = { [aw]: w }, aa = { [aw]: y }, ab = { [aw]: "accessPointName_ssa_1" }, ac = { "fn": v, [ax]: [Z, "region"] }, ad = { [aw]: o }, ae = { "fn": v, [ax]: [Z, "service"] }, af = { "fn": v, [ax]: [Z, "accountId"] }, ag = { [ay]: "S3Express", [az]: [{ [aA]: true, [G]: "{_s3e_auth}", [aB]: "s3express", [aC]: "{Region}" }] }, ah = { [ay]: "S3Express", [az]: [{ [aA]: true, [G]: s, [aB]: "s3express", [aC]: "{Region}" }] }, ai = { [az]: [{ [aA]: true, [G]: P, [aB]: C, [aD]: ["*"] }, { [aA]: true, [G]: s, [aB]: C, [aC]: "{Region}" }] }, aj = { [az]: [{ [aA]: true, [G]: s, [aB]: H, [aC]: E }] }, ak = { [az]: [{ [aA]: true, [G]: s, [aB]: H, [aC]: "{Region}" }] }, al = { [az]: [{ [aA]: true, [G]: s, [aB]: B, [aC]: "{bucketArn#region}" }] }, am = { [az]: [{ [aA]: true, [G]: s, [aB]: H, [aC]: "{bucketArn#region}" }] }, an = { [az]: [{ [aA]: true, [G]: P, [aB]: C, [aD]: ["*"] }, { [aA]: true, [G]: s, [aB]: C, [aC]: "{bucketArn#region}" }] }, ao = { [az]: [{ [aA]: true, [G]: s, [aB]: B, [aC]: "{Region}" }] }, ap = [Y], aq = [{ [aw]: "Endpoint" }], as = [V], at = [V, 0, 7, true], au = [Z, "resourceId[1]"], av = ["*"];
const _data = {
    conditions: [
        [d, ap],
        [e, [{ [aw]: "Accelerate" }, b]],
        [e, [T, b]],
        [e, [U, b]],
        [d, aq],
        [d, as],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 0, 6, b] }, i] }, "--x-s3"]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: at }, i] }, "--xa-s3"]],
        [j, ap, k],
        [h, at, l],
        [f, [{ [aw]: l }, "--op-s3"]],
        [h, [V, 8, 12, b], m],
        [h, [V, 32, 49, b], n(2)],
        [h, [V, 49, 50, b], o],
        [e, [{ [aw]: "ForcePathStyle" }, b]],
        [f, [W, "aws-cn"]],
        [p, [U, ".dualstack", i], "_s3e_ds"],
        [q, [{ [aw]: n(2) }, c]],
        [p, [T, "-fips", i], "_s3e_fips"],
        [p, [{ fn: g, [ax]: [{ [aw]: "DisableS3ExpressSessionAuth" }, c] }, s, "sigv4-s3express"], "_s3e_auth"],
        [t, [V, c]],
        ["parseURL", aq, u],
        [e, [{ fn: g, [ax]: [{ [aw]: "UseS3ExpressControlEndpoint" }, c] }, b]],
        [t, [V, b]],
        [f, [{ fn: v, [ax]: [X, "scheme"] }, "http"]],
        [q, [Y, c]],
        ["aws.parseArn", as, w],
        [v, [{ fn: "split", [ax]: [V, x, 0] }, "[-2]"], "s3expressAvailabilityZoneId"],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 0, 4, c] }, i] }, "arn:"]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 16, 18, b] }, i] }, x]],
        [e, [{ fn: v, [ax]: [X, "isIp"] }, b]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 21, 23, b] }, i] }, x]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 27, 29, b] }, i] }, x]],
        [f, [{ [aw]: m }, "beta"]],
        ["uriEncode", as, "uri_encoded_bucket"],
        [q, [Y, b]],
        [e, [{ fn: g, [ax]: [{ [aw]: "UseObjectLambdaEndpoint" }, c] }, b]],
        [v, [Z, "resourceId[0]"], y],
        [f, [aa, i]],
        [f, [aa, z]],
        [v, au, A(1)],
        [f, [ab, i]],
        [f, [ac, i]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 14, 16, b] }, i] }, x]],
        [f, [ad, "e"]],
        [f, [ad, "o"]],
        [f, [Y, "aws-global"]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 19, 21, b] }, i] }, x]],
        [f, [ae, B]],
        [e, [{ fn: g, [ax]: [{ [aw]: "DisableAccessPoints" }, c] }, b]],
        [f, [ae, C]],
        [j, [ac], D],
        [q, [ab, b]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 26, 28, b] }, i] }, x]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 15, 17, b] }, i] }, x]],
        [v, [Z, "resourceId[4]"]],
        [f, [{ fn: g, [ax]: [{ fn: h, [ax]: [V, 20, 22, b] }, i] }, x]],
        [e, [{ [aw]: "UseGlobalEndpoint" }, b]],
        [f, [Y, E]],
        [v, au, n(1)],
        [e, [{ fn: g, [ax]: [{ [aw]: "UseArnRegion" }, b] }, b]],
        [q, [{ [aw]: n(1) }, c]],
        [v, [Z, "resourceId[2]"], F],
        [f, [Y, ac]],
        [f, [{ fn: v, [ax]: [{ [aw]: D }, G] }, W]],
        [e, [{ [aw]: "DisableMultiRegionAccessPoints" }, b]],
        [q, [ac, b]],
        [f, [{ fn: v, [ax]: [Z, "partition"] }, W]],
        [f, [af, i]],
        [f, [ae, H]],
        [q, [af, c]],
        [v, [Z, "resourceId[3]"], A(2)],
        [q, [ab, c]],
        [f, [{ [aw]: F }, z]],
        [q, [{ [aw]: A(2) }, c]]
    ],
    results: [
        [a],
        [a, "Accelerate cannot be used with FIPS"],
        [a, "Cannot set dual-stack in combination with a custom endpoint."],
        [a, "A custom endpoint cannot be combined with FIPS"],
        [a, "A custom endpoint cannot be combined with S3 Accelerate"],
        [a, "Partition does not support FIPS"],
        [a, "S3Express does not support S3 Accelerate."],
        ["{url#scheme}://{url#authority}/{uri_encoded_bucket}{url#path}", ag],
        [I, ag],
        [a, "S3Express bucket name is not a valid virtual hostable name."],
        ["https://s3express-control{_s3e_fips}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ah],
        ["https://{Bucket}.s3express{_s3e_fips}-{s3expressAvailabilityZoneId}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}", ag],
        [a, "Unrecognized S3Express bucket name format."],
        [J, ag],
        ["https://s3express-control{_s3e_fips}{_s3e_ds}.{Region}.{partitionResult#dnsSuffix}", ah],
        [a, "Expected a endpoint to be specified but no endpoint was found"],
        ["https://{Bucket}.ec2.{url#authority}", ai],
        ["https://{Bucket}.ec2.s3-outposts.{Region}.{partitionResult#dnsSuffix}", ai],
        ["https://{Bucket}.op-{outpostId_ssa_2}.{url#authority}", ai],
        ["https://{Bucket}.op-{outpostId_ssa_2}.s3-outposts.{Region}.{partitionResult#dnsSuffix}", ai],
        [a, "Unrecognized hardware type: \"Expected hardware type o or e but got {hardwareType}\""],
        [a, "Invalid Outposts Bucket alias - it must be a valid bucket name."],
        [a, "Invalid ARN: The outpost Id must only contain a-z, A-Z, 0-9 and `-`."],
        [a, "Custom endpoint `{Endpoint}` was not a valid URI"],
        [a, "S3 Accelerate cannot be used in this region"],
        ["https://{Bucket}.s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://{Bucket}.s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}", ak],
        ["https://{Bucket}.s3-fips.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://{Bucket}.s3-fips.{Region}.{partitionResult#dnsSuffix}", ak],
        ["https://{Bucket}.s3-accelerate.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://{Bucket}.s3-accelerate.dualstack.{partitionResult#dnsSuffix}", ak],
        ["https://{Bucket}.s3.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://{Bucket}.s3.dualstack.{Region}.{partitionResult#dnsSuffix}", ak],
        [K, aj],
        [I, aj],
        [K, ak],
        [I, ak],
        [L, aj],
        [L, ak],
        [M, aj],
        [M, ak],
        ["https://{Bucket}.s3.{Region}.{partitionResult#dnsSuffix}", ak],
        [a, "Invalid region: region was not a valid DNS name."],
        [a, "S3 Object Lambda does not support Dual-stack"],
        [a, "S3 Object Lambda does not support S3 Accelerate"],
        [a, "Access points are not supported for this operation"],
        [a, "Invalid configuration: region from ARN `{bucketArn#region}` does not match client region `{Region}` and UseArnRegion is `false`"],
        [a, "Invalid ARN: Missing account id"],
        [N(1), al],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-object-lambda-fips.{bucketArn#region}.{bucketPartition#dnsSuffix}", al],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-object-lambda.{bucketArn#region}.{bucketPartition#dnsSuffix}", al],
        [a, O(1)],
        [a, "Invalid ARN: The account id may only contain a-z, A-Z, 0-9 and `-`. Found: `{bucketArn#accountId}`"],
        [a, "Invalid region in ARN: `{bucketArn#region}` (invalid DNS name)"],
        [a, "Client was configured for partition `{partitionResult#name}` but ARN (`{Bucket}`) has `{bucketPartition#name}`"],
        [a, "Invalid ARN: The ARN may only contain a single resource component after `accesspoint`."],
        [a, "Invalid ARN: bucket ARN is missing a region"],
        [a, "Invalid ARN: Expected a resource of the format `accesspoint:<accesspoint name>` but no name was provided"],
        [a, "Invalid ARN: Object Lambda ARNs only support `accesspoint` arn types, but found: `{arnType}`"],
        [a, "Access Points do not support S3 Accelerate"],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint-fips.dualstack.{bucketArn#region}.{bucketPartition#dnsSuffix}", am],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint-fips.{bucketArn#region}.{bucketPartition#dnsSuffix}", am],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint.dualstack.{bucketArn#region}.{bucketPartition#dnsSuffix}", am],
        [N(1), am],
        ["https://{accessPointName_ssa_1}-{bucketArn#accountId}.s3-accesspoint.{bucketArn#region}.{bucketPartition#dnsSuffix}", am],
        [a, "Invalid ARN: The ARN was not for the S3 service, found: {bucketArn#service}"],
        [a, "S3 MRAP does not support dual-stack"],
        [a, "S3 MRAP does not support FIPS"],
        [a, "S3 MRAP does not support S3 Accelerate"],
        [a, "Invalid configuration: Multi-Region Access Point ARNs are disabled."],
        ["https://{accessPointName_ssa_1}.accesspoint.s3-global.{partitionResult#dnsSuffix}", { [az]: [{ [aA]: b, name: P, [aB]: H, [aD]: av }] }],
        [a, "Client was configured for partition `{partitionResult#name}` but bucket referred to partition `{bucketArn#partition}`"],
        [a, "Invalid Access Point Name"],
        [a, "S3 Outposts does not support Dual-stack"],
        [a, "S3 Outposts does not support FIPS"],
        [a, "S3 Outposts does not support S3 Accelerate"],
        [a, "Invalid Arn: Outpost Access Point ARN contains sub resources"],
        ["https://{accessPointName_ssa_2}-{bucketArn#accountId}.{outpostId_ssa_1}.{url#authority}", an],
        ["https://{accessPointName_ssa_2}-{bucketArn#accountId}.{outpostId_ssa_1}.s3-outposts.{bucketArn#region}.{bucketPartition#dnsSuffix}", an],
        [a, O(2)],
        [a, "Expected an outpost type `accesspoint`, found {outpostType}"],
        [a, "Invalid ARN: expected an access point name"],
        [a, "Invalid ARN: Expected a 4-component resource"],
        [a, "Invalid ARN: The outpost Id may only contain a-z, A-Z, 0-9 and `-`. Found: `{outpostId_ssa_1}`"],
        [a, "Invalid ARN: The Outpost Id was not set"],
        [a, "Invalid ARN: Unrecognized format: {Bucket} (type: {arnType})"],
        [a, "Invalid ARN: No ARN type specified"],
        [a, "Invalid ARN: `{Bucket}` was not a valid ARN"],
        [a, "Path-style addressing cannot be used with ARN buckets"],
        ["https://s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj],
        ["https://s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak],
        ["https://s3-fips.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj],
        ["https://s3-fips.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak],
        ["https://s3.dualstack.us-east-1.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", aj],
        ["https://s3.dualstack.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak],
        [Q, aj],
        [Q, ak],
        [R, aj],
        [R, ak],
        ["https://s3.{Region}.{partitionResult#dnsSuffix}/{uri_encoded_bucket}", ak],
        [a, "Path-style addressing cannot be used with S3 Accelerate"],
        [J, ao],
        ["https://s3-object-lambda-fips.{Region}.{partitionResult#dnsSuffix}", ao],
        ["https://s3-object-lambda.{Region}.{partitionResult#dnsSuffix}", ao],
        ["https://s3-fips.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://s3-fips.dualstack.{Region}.{partitionResult#dnsSuffix}", ak],
        ["https://s3-fips.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://s3-fips.{Region}.{partitionResult#dnsSuffix}", ak],
        ["https://s3.dualstack.us-east-1.{partitionResult#dnsSuffix}", aj],
        ["https://s3.dualstack.{Region}.{partitionResult#dnsSuffix}", ak],
        [J, aj],
        [J, ak],
        [S, aj],
        [S, ak],
        ["https://s3.{Region}.{partitionResult#dnsSuffix}", ak],
        [a, "A region must be set when sending requests to S3."]
    ]
};
const root = 2;
const r = 100_000_000;
const nodes = new Int32Array([
    -1, 1, -1,
    0, 3, r + 115,
    1, 424, 4,
    2, 272, 5,
    3, 233, 6,
    4, 85, 7,
    5, 15, 8,
    8, 9, r + 115,
    16, 10, 13,
    18, 11, 13,
    19, 12, 13,
    22, r + 14, 13,
    35, 14, r + 42,
    36, r + 103, 435,
    6, 271, 16,
    7, 270, 17,
    8, 19, 18,
    14, 501, 106,
    9, 20, 24,
    10, 21, 24,
    11, 22, 24,
    12, 23, 24,
    13, 547, 24,
    14, 77, 25,
    20, 73, 26,
    26, 27, 78,
    37, 28, r + 86,
    38, r + 86, 29,
    39, 47, 30,
    48, r + 58, 31,
    50, 32, r + 85,
    51, 33, 136,
    55, r + 76, 34,
    59, 35, r + 84,
    60, 39, 36,
    61, 37, r + 83,
    62, 38, 146,
    63, 41, r + 46,
    61, 40, r + 83,
    62, 41, 150,
    64, 42, r + 54,
    66, 43, r + 53,
    70, 44, r + 52,
    71, 45, r + 81,
    73, 46, r + 80,
    74, r + 78, r + 79,
    40, 48, r + 57,
    41, r + 57, 49,
    42, 185, 50,
    48, 62, 51,
    49, r + 45, 52,
    51, 53, 526,
    60, 56, 54,
    62, r + 55, 55,
    63, 57, r + 46,
    62, r + 55, 57,
    64, 58, r + 54,
    66, 59, r + 53,
    69, 60, r + 65,
    70, 61, r + 52,
    72, r + 64, r + 51,
    49, r + 45, 63,
    51, 64, 526,
    60, 67, 65,
    62, r + 55, 66,
    63, 68, r + 46,
    62, r + 55, 68,
    64, 69, r + 54,
    66, 70, r + 53,
    68, r + 47, 71,
    70, 72, r + 52,
    72, r + 50, r + 51,
    25, 74, r + 42,
    46, r + 39, 75,
    57, 76, r + 41,
    58, r + 40, r + 41,
    26, r + 88, 78,
    28, r + 87, 79,
    34, 82, 80,
    35, 81, 545,
    36, r + 103, r + 115,
    46, r + 97, 83,
    57, 84, r + 99,
    58, r + 98, r + 99,
    5, 101, 86,
    8, 87, r + 115,
    16, 88, 89,
    18, 91, 89,
    19, 90, 92,
    21, 97, 95,
    19, 93, 92,
    21, 98, 95,
    21, 97, 94,
    22, r + 14, 95,
    35, 96, r + 42,
    36, r + 103, r + 42,
    22, r + 13, 98,
    35, 99, r + 42,
    36, r + 101, 100,
    46, r + 110, r + 111,
    6, 214, 102,
    7, 208, 103,
    8, 119, 104,
    14, 118, 105,
    21, 106, r + 23,
    26, 107, 502,
    37, 108, r + 86,
    38, r + 86, 109,
    39, 112, 110,
    48, r + 58, 111,
    50, 136, r + 85,
    40, 113, r + 57,
    41, r + 57, 114,
    42, 115, 500,
    48, r + 56, 116,
    52, 117, r + 72,
    65, r + 69, r + 72,
    21, 501, r + 23,
    9, 120, 124,
    10, 121, 124,
    11, 122, 124,
    12, 123, 124,
    13, 202, 124,
    14, 195, 125,
    20, 190, 126,
    21, 127, r + 23,
    23, 128, 129,
    24, 189, 129,
    26, 130, 197,
    37, 131, r + 86,
    38, r + 86, 132,
    39, 159, 133,
    48, r + 58, 134,
    50, 135, r + 85,
    51, 141, 136,
    55, r + 76, 137,
    59, 138, r + 84,
    60, r + 83, 139,
    61, 140, r + 83,
    63, r + 83, r + 46,
    55, r + 76, 142,
    59, 143, r + 84,
    60, 148, 144,
    61, 145, r + 83,
    62, 147, 146,
    63, 150, r + 46,
    63, 153, r + 46,
    61, 149, r + 83,
    62, 153, 150,
    64, 151, r + 54,
    66, 152, r + 53,
    70, r + 82, r + 52,
    64, 154, r + 54,
    66, 155, r + 53,
    70, 156, r + 52,
    71, 157, r + 81,
    73, 158, r + 80,
    74, r + 77, r + 79,
    40, 160, r + 57,
    41, r + 57, 161,
    42, 185, 162,
    48, 174, 163,
    49, r + 45, 164,
    51, 165, 526,
    60, 168, 166,
    62, r + 55, 167,
    63, 169, r + 46,
    62, r + 55, 169,
    64, 170, r + 54,
    66, 171, r + 53,
    69, 172, r + 65,
    70, 173, r + 52,
    72, r + 63, r + 51,
    49, r + 45, 175,
    51, 176, 526,
    60, 179, 177,
    62, r + 55, 178,
    63, 180, r + 46,
    62, r + 55, 180,
    64, 181, r + 54,
    66, 182, r + 53,
    68, r + 47, 183,
    70, 184, r + 52,
    72, r + 48, r + 51,
    48, r + 56, 186,
    52, 187, r + 72,
    65, r + 69, 188,
    67, r + 70, r + 71,
    25, r + 36, r + 42,
    21, 191, r + 23,
    25, 192, r + 42,
    30, 194, 193,
    46, r + 34, r + 36,
    46, r + 33, r + 35,
    21, 196, r + 23,
    26, r + 88, 197,
    28, r + 87, 198,
    34, 201, 199,
    35, 200, 545,
    36, r + 101, r + 115,
    46, r + 95, r + 96,
    17, 203, r + 22,
    20, 204, r + 21,
    21, 205, 550,
    33, 206, 550,
    44, r + 16, 207,
    45, r + 18, r + 20,
    8, 209, 215,
    16, 210, 220,
    18, 211, 220,
    19, 212, 224,
    20, 213, 227,
    21, 231, 401,
    8, 218, 215,
    19, 216, r + 9,
    20, 217, 227,
    21, 231, r + 9,
    16, 219, 220,
    18, 223, 220,
    19, 221, 224,
    20, 222, 227,
    21, 231, r + 12,
    19, 226, 224,
    20, 225, r + 9,
    21, r + 9, r + 12,
    20, 230, 227,
    21, 228, r + 9,
    30, 229, r + 9,
    34, r + 7, r + 9,
    21, 231, 415,
    30, 232, r + 8,
    34, r + 7, r + 8,
    4, r + 2, 234,
    5, 235, 480,
    6, 271, 236,
    7, 270, 237,
    8, 238, 491,
    9, 239, 243,
    10, 240, 243,
    11, 241, 243,
    12, 242, 243,
    13, 547, 243,
    14, 266, 244,
    20, 264, 245,
    26, 246, 267,
    37, 247, r + 86,
    38, r + 86, 248,
    39, 249, 518,
    40, 250, r + 57,
    41, r + 57, 251,
    42, 538, 252,
    48, r + 43, 253,
    49, r + 45, 254,
    51, 255, 526,
    60, 258, 256,
    62, r + 55, 257,
    63, 259, r + 46,
    62, r + 55, 259,
    64, 260, r + 54,
    66, 261, r + 53,
    69, 262, r + 65,
    70, 263, r + 52,
    72, r + 62, r + 51,
    25, 265, r + 42,
    46, r + 31, r + 32,
    26, r + 88, 267,
    28, r + 87, 268,
    34, 269, 544,
    46, r + 93, r + 94,
    8, 397, r + 9,
    8, 407, r + 9,
    3, 346, 273,
    4, r + 3, 274,
    5, 284, 275,
    8, 276, r + 115,
    15, r + 5, 277,
    16, 278, 281,
    18, 279, 281,
    19, 280, 281,
    22, r + 14, 281,
    35, 282, r + 42,
    36, r + 102, 283,
    46, r + 106, r + 107,
    6, 405, 285,
    7, 395, 286,
    8, 295, 287,
    14, 501, 288,
    26, 289, 502,
    37, 290, r + 86,
    38, r + 86, 291,
    39, 292, 307,
    40, 293, r + 57,
    41, r + 57, 294,
    42, 335, 500,
    9, 296, 300,
    10, 297, 300,
    11, 298, 300,
    12, 299, 300,
    13, 394, 300,
    14, 339, 301,
    15, r + 5, 302,
    20, 337, 303,
    26, 304, 341,
    37, 305, r + 86,
    38, r + 86, 306,
    39, 309, 307,
    48, r + 58, 308,
    50, r + 74, r + 85,
    40, 310, r + 57,
    41, r + 57, 311,
    42, 335, 312,
    48, 324, 313,
    49, r + 45, 314,
    51, 315, 526,
    60, 318, 316,
    62, r + 55, 317,
    63, 319, r + 46,
    62, r + 55, 319,
    64, 320, r + 54,
    66, 321, r + 53,
    69, 322, r + 65,
    70, 323, r + 52,
    72, r + 61, r + 51,
    49, r + 45, 325,
    51, 326, 526,
    60, 329, 327,
    62, r + 55, 328,
    63, 330, r + 46,
    62, r + 55, 330,
    64, 331, r + 54,
    66, 332, r + 53,
    68, r + 47, 333,
    70, 334, r + 52,
    72, r + 49, r + 51,
    48, r + 56, 336,
    52, r + 67, r + 72,
    25, 338, r + 42,
    46, r + 27, r + 28,
    15, r + 5, 340,
    26, r + 88, 341,
    28, r + 87, 342,
    34, 345, 343,
    35, 344, 545,
    36, r + 102, r + 115,
    46, r + 91, r + 92,
    4, r + 2, 347,
    5, 357, 348,
    8, 349, r + 115,
    15, r + 5, 350,
    16, 351, 354,
    18, 352, 354,
    19, 353, 354,
    22, r + 14, 354,
    35, 355, r + 42,
    36, r + 43, 356,
    46, r + 104, r + 105,
    6, 405, 358,
    7, 395, 359,
    8, 360, 491,
    9, 361, 365,
    10, 362, 365,
    11, 363, 365,
    12, 364, 365,
    13, 394, 365,
    14, 389, 366,
    15, r + 5, 367,
    20, 387, 368,
    26, 369, 391,
    37, 370, r + 86,
    38, r + 86, 371,
    39, 372, 518,
    40, 373, r + 57,
    41, r + 57, 374,
    42, 538, 375,
    48, r + 43, 376,
    49, r + 45, 377,
    51, 378, 526,
    60, 381, 379,
    62, r + 55, 380,
    63, 382, r + 46,
    62, r + 55, 382,
    64, 383, r + 54,
    66, 384, r + 53,
    69, 385, r + 65,
    70, 386, r + 52,
    72, r + 60, r + 51,
    25, 388, r + 42,
    46, r + 25, r + 26,
    15, r + 5, 390,
    26, r + 88, 391,
    28, r + 87, 392,
    34, 393, 544,
    46, r + 89, r + 90,
    15, r + 5, 547,
    8, 396, r + 9,
    15, r + 5, 397,
    16, 398, 410,
    18, 399, 410,
    19, 400, 410,
    20, 401, r + 9,
    27, 402, r + 12,
    29, r + 11, 403,
    31, r + 11, 404,
    32, r + 11, 422,
    8, 406, r + 9,
    15, r + 5, 407,
    16, 408, 410,
    18, 409, 410,
    19, 411, 410,
    20, r + 12, r + 9,
    20, 414, 412,
    22, 413, r + 9,
    34, r + 10, r + 9,
    22, 416, 415,
    27, 419, r + 12,
    27, 418, 417,
    34, r + 10, r + 12,
    34, r + 10, 419,
    43, r + 11, 420,
    47, r + 11, 421,
    53, r + 11, 422,
    54, r + 11, 423,
    56, r + 11, r + 12,
    2, r + 1, 425,
    3, 478, 426,
    4, r + 4, 427,
    5, 438, 428,
    8, 429, r + 115,
    16, 430, 433,
    18, 431, 433,
    19, 432, 433,
    22, r + 14, 433,
    35, 434, r + 42,
    36, r + 44, 435,
    46, r + 112, 436,
    57, 437, r + 114,
    58, r + 113, r + 114,
    6, r + 6, 439,
    7, r + 6, 440,
    8, 450, 441,
    14, 501, 442,
    26, 443, 502,
    37, 444, r + 86,
    38, r + 86, 445,
    39, 446, 465,
    40, 447, r + 57,
    41, r + 57, 448,
    42, 471, 449,
    48, r + 44, 500,
    9, 451, 455,
    10, 452, 455,
    11, 453, 455,
    12, 454, 455,
    13, 547, 455,
    14, 473, 456,
    15, 460, 457,
    20, 458, 461,
    25, 459, r + 42,
    46, r + 37, r + 38,
    20, 540, 461,
    26, 462, 474,
    37, 463, r + 86,
    38, r + 86, 464,
    39, 467, 465,
    48, r + 58, 466,
    50, r + 75, r + 85,
    40, 468, r + 57,
    41, r + 57, 469,
    42, 471, 470,
    48, r + 44, 524,
    48, r + 44, 472,
    52, r + 68, r + 72,
    26, r + 88, 474,
    28, r + 87, 475,
    34, r + 100, 476,
    35, 477, 545,
    36, r + 44, r + 115,
    4, r + 2, 479,
    5, 488, 480,
    8, 481, r + 115,
    16, 482, 485,
    18, 483, 485,
    19, 484, 485,
    22, r + 14, 485,
    35, 486, r + 42,
    36, r + 43, 487,
    46, r + 108, r + 109,
    6, r + 6, 489,
    7, r + 6, 490,
    8, 503, 491,
    14, 501, 492,
    26, 493, 502,
    37, 494, r + 86,
    38, r + 86, 495,
    39, 496, 518,
    40, 497, r + 57,
    41, r + 57, 498,
    42, 538, 499,
    48, r + 43, 500,
    49, r + 45, 526,
    26, r + 88, 502,
    28, r + 87, r + 115,
    9, 504, 508,
    10, 505, 508,
    11, 506, 508,
    12, 507, 508,
    13, 547, 508,
    14, 541, 509,
    15, 513, 510,
    20, 511, 514,
    25, 512, r + 42,
    46, r + 29, r + 30,
    20, 540, 514,
    26, 515, 542,
    37, 516, r + 86,
    38, r + 86, 517,
    39, 520, 518,
    48, r + 58, 519,
    50, r + 73, r + 85,
    40, 521, r + 57,
    41, r + 57, 522,
    42, 538, 523,
    48, r + 43, 524,
    49, r + 45, 525,
    51, 529, 526,
    60, r + 55, 527,
    62, r + 55, 528,
    63, r + 55, r + 46,
    60, 532, 530,
    62, r + 55, 531,
    63, 533, r + 46,
    62, r + 55, 533,
    64, 534, r + 54,
    66, 535, r + 53,
    69, 536, r + 65,
    70, 537, r + 52,
    72, r + 59, r + 51,
    48, r + 43, 539,
    52, r + 66, r + 72,
    25, r + 24, r + 42,
    26, r + 88, 542,
    28, r + 87, 543,
    34, r + 100, 544,
    35, 546, 545,
    36, r + 42, r + 115,
    36, r + 43, r + 115,
    17, 548, r + 22,
    20, 549, r + 21,
    33, 552, 550,
    44, r + 17, 551,
    45, r + 19, r + 20,
    44, r + 15, 553,
    45, r + 15, r + 20,
]);
const bdd = BinaryDecisionDiagram.from(nodes, root, _data.conditions, _data.results);

const cache = new EndpointCache({
    size: 50,
    params: [
        "Accelerate",
        "Bucket",
        "DisableAccessPoints",
        "DisableMultiRegionAccessPoints",
        "DisableS3ExpressSessionAuth",
        "Endpoint",
        "ForcePathStyle",
        "Region",
        "UseArnRegion",
        "UseDualStack",
        "UseFIPS",
        "UseGlobalEndpoint",
        "UseObjectLambdaEndpoint",
        "UseS3ExpressControlEndpoint",
    ],
});
const defaultEndpointResolver = (endpointParams, context = {}) => {
    return cache.get(endpointParams, () => decideEndpoint(bdd, {
        endpointParams: endpointParams,
        logger: context.logger,
    }));
};
customEndpointFunctions.aws = awsEndpointFunctions;

const createEndpointRuleSetHttpAuthSchemeParametersProvider = (defaultHttpAuthSchemeParametersProvider) => async (config, context, input) => {
    if (!input) {
        throw new Error("Could not find `input` for `defaultEndpointRuleSetHttpAuthSchemeParametersProvider`");
    }
    const defaultParameters = await defaultHttpAuthSchemeParametersProvider(config, context, input);
    const instructionsFn = getSmithyContext(context)?.commandInstance?.constructor
        ?.getEndpointParameterInstructions;
    if (!instructionsFn) {
        throw new Error(`getEndpointParameterInstructions() is not defined on '${context.commandName}'`);
    }
    const endpointParameters = await resolveParams(input, { getEndpointParameterInstructions: instructionsFn }, config);
    return Object.assign(defaultParameters, endpointParameters);
};
const _defaultS3HttpAuthSchemeParametersProvider = async (config, context, input) => {
    return {
        operation: getSmithyContext(context).operation,
        region: await normalizeProvider(config.region)() || (() => {
            throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
        })(),
    };
};
const defaultS3HttpAuthSchemeParametersProvider = createEndpointRuleSetHttpAuthSchemeParametersProvider(_defaultS3HttpAuthSchemeParametersProvider);
function createAwsAuthSigv4HttpAuthOption(authParameters) {
    return {
        schemeId: "aws.auth#sigv4",
        signingProperties: {
            name: "s3",
            region: authParameters.region,
        },
        propertiesExtractor: (config, context) => ({
            signingProperties: {
                config,
                context,
            },
        }),
    };
}
function createAwsAuthSigv4aHttpAuthOption(authParameters) {
    return {
        schemeId: "aws.auth#sigv4a",
        signingProperties: {
            name: "s3",
            region: authParameters.region,
        },
        propertiesExtractor: (config, context) => ({
            signingProperties: {
                config,
                context,
            },
        }),
    };
}
const createEndpointRuleSetHttpAuthSchemeProvider = (defaultEndpointResolver, defaultHttpAuthSchemeResolver, createHttpAuthOptionFunctions) => {
    const endpointRuleSetHttpAuthSchemeProvider = (authParameters) => {
        const endpoint = defaultEndpointResolver(authParameters);
        const authSchemes = endpoint.properties?.authSchemes;
        if (!authSchemes) {
            return defaultHttpAuthSchemeResolver(authParameters);
        }
        const options = [];
        for (const scheme of authSchemes) {
            const { name: resolvedName, properties = {}, ...rest } = scheme;
            const name = resolvedName.toLowerCase();
            if (resolvedName !== name) {
                console.warn(`HttpAuthScheme has been normalized with lowercasing: '${resolvedName}' to '${name}'`);
            }
            let schemeId;
            if (name === "sigv4a") {
                schemeId = "aws.auth#sigv4a";
                const sigv4Present = authSchemes.find((s) => {
                    const name = s.name.toLowerCase();
                    return name !== "sigv4a" && name.startsWith("sigv4");
                });
                if (SignatureV4MultiRegion.sigv4aDependency() === "none" && sigv4Present) {
                    continue;
                }
            }
            else if (name.startsWith("sigv4")) {
                schemeId = "aws.auth#sigv4";
            }
            else {
                throw new Error(`Unknown HttpAuthScheme found in '@smithy.rules#endpointRuleSet': '${name}'`);
            }
            const createOption = createHttpAuthOptionFunctions[schemeId];
            if (!createOption) {
                throw new Error(`Could not find HttpAuthOption create function for '${schemeId}'`);
            }
            const option = createOption(authParameters);
            option.schemeId = schemeId;
            option.signingProperties = { ...(option.signingProperties || {}), ...rest, ...properties };
            options.push(option);
        }
        return options;
    };
    return endpointRuleSetHttpAuthSchemeProvider;
};
const _defaultS3HttpAuthSchemeProvider = (authParameters) => {
    const options = [];
    switch (authParameters.operation) {
        default: {
            options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
            options.push(createAwsAuthSigv4aHttpAuthOption(authParameters));
        }
    }
    return options;
};
const defaultS3HttpAuthSchemeProvider = createEndpointRuleSetHttpAuthSchemeProvider(defaultEndpointResolver, _defaultS3HttpAuthSchemeProvider, {
    "aws.auth#sigv4": createAwsAuthSigv4HttpAuthOption,
    "aws.auth#sigv4a": createAwsAuthSigv4aHttpAuthOption,
});
const resolveHttpAuthSchemeConfig = (config) => {
    const config_0 = resolveAwsSdkSigV4Config(config);
    const config_1 = resolveAwsSdkSigV4AConfig(config_0);
    return Object.assign(config_1, {
        authSchemePreference: normalizeProvider(config.authSchemePreference ?? []),
    });
};

const resolveClientEndpointParameters = (options) => {
    return Object.assign(options, {
        useFipsEndpoint: options.useFipsEndpoint ?? false,
        useDualstackEndpoint: options.useDualstackEndpoint ?? false,
        forcePathStyle: options.forcePathStyle ?? false,
        useAccelerateEndpoint: options.useAccelerateEndpoint ?? false,
        useGlobalEndpoint: options.useGlobalEndpoint ?? false,
        disableMultiregionAccessPoints: options.disableMultiregionAccessPoints ?? false,
        defaultSigningName: "s3",
        clientContextParams: options.clientContextParams ?? {},
    });
};
const commonParams = {
    ForcePathStyle: { type: "clientContextParams", name: "forcePathStyle" },
    UseArnRegion: { type: "clientContextParams", name: "useArnRegion" },
    DisableMultiRegionAccessPoints: { type: "clientContextParams", name: "disableMultiregionAccessPoints" },
    Accelerate: { type: "clientContextParams", name: "useAccelerateEndpoint" },
    DisableS3ExpressSessionAuth: { type: "clientContextParams", name: "disableS3ExpressSessionAuth" },
    UseGlobalEndpoint: { type: "builtInParams", name: "useGlobalEndpoint" },
    UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
    Endpoint: { type: "builtInParams", name: "endpoint" },
    Region: { type: "builtInParams", name: "region" },
    UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" },
};

const command = makeBuilder(commonParams, "AmazonS3", "S3Client", getEndpointPlugin);
const _ep0 = {
    Bucket: { type: "contextParams", name: "Bucket" },
    Key: { type: "contextParams", name: "Key" },
};
const _ep1 = {
    DisableS3ExpressSessionAuth: { type: "staticContextParams", value: true },
    Bucket: { type: "contextParams", name: "Bucket" },
    Key: { type: "contextParams", name: "Key" },
    CopySource: { type: "contextParams", name: "CopySource" },
};
const _ep2 = {
    UseS3ExpressControlEndpoint: { type: "staticContextParams", value: true },
    DisableAccessPoints: { type: "staticContextParams", value: true },
    Bucket: { type: "contextParams", name: "Bucket" },
};
const _ep3 = {
    UseS3ExpressControlEndpoint: { type: "staticContextParams", value: true },
    Bucket: { type: "contextParams", name: "Bucket" },
};
const _ep4 = {
    DisableS3ExpressSessionAuth: { type: "staticContextParams", value: true },
    Bucket: { type: "contextParams", name: "Bucket" },
};
const _ep5 = {
    Bucket: { type: "contextParams", name: "Bucket" },
};
const _ep6 = {};
const _ep7 = {
    UseS3ExpressControlEndpoint: { type: "staticContextParams", value: true },
};
const _ep8 = {
    Bucket: { type: "contextParams", name: "Bucket" },
    Prefix: { type: "contextParams", name: "Prefix" },
};
const _ep9 = {
    UseObjectLambdaEndpoint: { type: "staticContextParams", value: true },
};
const _mw0 = (Command, cs, config, o) => [
    getThrow200ExceptionsPlugin(config),
];
const _mw1 = (Command, cs, config, o) => [
    getThrow200ExceptionsPlugin(config),
    getSsecPlugin(config),
];
const _mw2 = (Command, cs, config, o) => [
    getThrow200ExceptionsPlugin(config),
    getLocationConstraintPlugin(config),
];
const _mw3 = (Command, cs, config, o) => [
    getFlexibleChecksumsPlugin(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm", },
        requestChecksumRequired: true,
    }),
];
const _mw4 = (Command, cs, config, o) => [];
const _mw5 = (Command, cs, config, o) => [
    getFlexibleChecksumsPlugin(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm", },
        requestChecksumRequired: true,
    }),
    getThrow200ExceptionsPlugin(config),
];
const _mw6 = (Command, cs, config, o) => [
    getFlexibleChecksumsPlugin(config, {
        requestChecksumRequired: false,
        requestValidationModeMember: "ChecksumMode",
        responseAlgorithms: ["CRC64NVME", "CRC32", "CRC32C", "SHA256", "SHA1", "SHA512", "MD5", "XXHASH64", "XXHASH3", "XXHASH128"],
    }),
];
const _mw7 = (Command, cs, config, o) => [
    getFlexibleChecksumsPlugin(config, {
        requestChecksumRequired: false,
        requestValidationModeMember: "ChecksumMode",
        responseAlgorithms: ["CRC64NVME", "CRC32", "CRC32C", "SHA256", "SHA1", "SHA512", "MD5", "XXHASH64", "XXHASH3", "XXHASH128"],
    }),
    getSsecPlugin(config),
    getS3ExpiresMiddlewarePlugin(config),
];
const _mw8 = (Command, cs, config, o) => [
    getThrow200ExceptionsPlugin(config),
    getSsecPlugin(config),
    getS3ExpiresMiddlewarePlugin(config),
];
const _mw9 = (Command, cs, config, o) => [
    getFlexibleChecksumsPlugin(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm", },
        requestChecksumRequired: false,
    }),
];
const _mw10 = (Command, cs, config, o) => [
    getFlexibleChecksumsPlugin(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm", },
        requestChecksumRequired: false,
    }),
    getThrow200ExceptionsPlugin(config),
];
const _mw11 = (Command, cs, config, o) => [
    getFlexibleChecksumsPlugin(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm", },
        requestChecksumRequired: false,
    }),
    getCheckContentLengthHeaderPlugin(config),
    getThrow200ExceptionsPlugin(config),
    getSsecPlugin(config),
];
const _mw12 = (Command, cs, config, o) => [
    getSsecPlugin(config),
];
const _mw13 = (Command, cs, config, o) => [
    getFlexibleChecksumsPlugin(config, {
        requestAlgorithmMember: { "httpHeader": "x-amz-sdk-checksum-algorithm", "name": "ChecksumAlgorithm", },
        requestChecksumRequired: false,
    }),
    getThrow200ExceptionsPlugin(config),
    getSsecPlugin(config),
];

class S3ServiceException extends ServiceException {
    static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.s3#S3ServiceException";
    constructor(options) {
        super(options);
        Object.setPrototypeOf(this, S3ServiceException.prototype);
    }
}

class NoSuchUpload extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#NoSuchUpload";
    name = "NoSuchUpload";
    $fault = "client";
    constructor(opts) {
        super({
            name: "NoSuchUpload",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, NoSuchUpload.prototype);
    }
}
class AccessDenied extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#AccessDenied";
    name = "AccessDenied";
    $fault = "client";
    constructor(opts) {
        super({
            name: "AccessDenied",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, AccessDenied.prototype);
    }
}
class ObjectNotInActiveTierError extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#ObjectNotInActiveTierError";
    name = "ObjectNotInActiveTierError";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ObjectNotInActiveTierError",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ObjectNotInActiveTierError.prototype);
    }
}
class BucketAlreadyExists extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#BucketAlreadyExists";
    name = "BucketAlreadyExists";
    $fault = "client";
    constructor(opts) {
        super({
            name: "BucketAlreadyExists",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, BucketAlreadyExists.prototype);
    }
}
class BucketAlreadyOwnedByYou extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#BucketAlreadyOwnedByYou";
    name = "BucketAlreadyOwnedByYou";
    $fault = "client";
    constructor(opts) {
        super({
            name: "BucketAlreadyOwnedByYou",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, BucketAlreadyOwnedByYou.prototype);
    }
}
class NoSuchBucket extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#NoSuchBucket";
    name = "NoSuchBucket";
    $fault = "client";
    constructor(opts) {
        super({
            name: "NoSuchBucket",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, NoSuchBucket.prototype);
    }
}
class NoSuchKey extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#NoSuchKey";
    name = "NoSuchKey";
    $fault = "client";
    constructor(opts) {
        super({
            name: "NoSuchKey",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, NoSuchKey.prototype);
    }
}
class InvalidObjectState extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#InvalidObjectState";
    name = "InvalidObjectState";
    $fault = "client";
    StorageClass;
    AccessTier;
    constructor(opts) {
        super({
            name: "InvalidObjectState",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidObjectState.prototype);
        this.StorageClass = opts.StorageClass;
        this.AccessTier = opts.AccessTier;
    }
}
class NoSuchAnnotation extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#NoSuchAnnotation";
    name = "NoSuchAnnotation";
    $fault = "client";
    constructor(opts) {
        super({
            name: "NoSuchAnnotation",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, NoSuchAnnotation.prototype);
    }
}
class NotFound extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#NotFound";
    name = "NotFound";
    $fault = "client";
    constructor(opts) {
        super({
            name: "NotFound",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, NotFound.prototype);
    }
}
class InvalidPrefix extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#InvalidPrefix";
    name = "InvalidPrefix";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidPrefix",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidPrefix.prototype);
    }
}
class EncryptionTypeMismatch extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#EncryptionTypeMismatch";
    name = "EncryptionTypeMismatch";
    $fault = "client";
    constructor(opts) {
        super({
            name: "EncryptionTypeMismatch",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, EncryptionTypeMismatch.prototype);
    }
}
class InvalidRequest extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#InvalidRequest";
    name = "InvalidRequest";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidRequest",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidRequest.prototype);
    }
}
class InvalidWriteOffset extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#InvalidWriteOffset";
    name = "InvalidWriteOffset";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidWriteOffset",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidWriteOffset.prototype);
    }
}
class TooManyParts extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#TooManyParts";
    name = "TooManyParts";
    $fault = "client";
    constructor(opts) {
        super({
            name: "TooManyParts",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TooManyParts.prototype);
    }
}
class AnnotationLimitExceeded extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#AnnotationLimitExceeded";
    name = "AnnotationLimitExceeded";
    $fault = "client";
    constructor(opts) {
        super({
            name: "AnnotationLimitExceeded",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, AnnotationLimitExceeded.prototype);
    }
}
class AnnotationNameTooLong extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#AnnotationNameTooLong";
    name = "AnnotationNameTooLong";
    $fault = "client";
    constructor(opts) {
        super({
            name: "AnnotationNameTooLong",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, AnnotationNameTooLong.prototype);
    }
}
class InvalidAnnotationName extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#InvalidAnnotationName";
    name = "InvalidAnnotationName";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidAnnotationName",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidAnnotationName.prototype);
    }
}
class UnsupportedMediaType extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#UnsupportedMediaType";
    name = "UnsupportedMediaType";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnsupportedMediaType",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnsupportedMediaType.prototype);
    }
}
class IdempotencyParameterMismatch extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#IdempotencyParameterMismatch";
    name = "IdempotencyParameterMismatch";
    $fault = "client";
    constructor(opts) {
        super({
            name: "IdempotencyParameterMismatch",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, IdempotencyParameterMismatch.prototype);
    }
}
class ObjectAlreadyInActiveTierError extends S3ServiceException {
    static shapeId = "com.amazonaws.s3#ObjectAlreadyInActiveTierError";
    name = "ObjectAlreadyInActiveTierError";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ObjectAlreadyInActiveTierError",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ObjectAlreadyInActiveTierError.prototype);
    }
}

const _A = "Account";
const _AAO = "AnalyticsAndOperator";
const _AC = "AccelerateConfiguration";
const _ACL = "AccessControlList";
const _ACL_ = "ACL";
const _ACLn = "AnalyticsConfigurationList";
const _ACP = "AccessControlPolicy";
const _ACT = "AccessControlTranslation";
const _ACn = "AnalyticsConfiguration";
const _ACnn = "AnnotationCount";
const _AD = "AccessDenied";
const _ADb = "AbortDate";
const _ADn = "AnnotationDirective";
const _AE = "AnnotationEntry";
const _AED = "AnalyticsExportDestination";
const _AF = "AnalyticsFilter";
const _AH = "AllowedHeaders";
const _AHl = "AllowedHeader";
const _AI = "AccountId";
const _AIMU = "AbortIncompleteMultipartUpload";
const _AKI = "AccessKeyId";
const _AL = "AnnotationList";
const _ALE = "AnnotationLimitExceeded";
const _AM = "AllowedMethods";
const _AMU = "AbortMultipartUpload";
const _AMUO = "AbortMultipartUploadOutput";
const _AMUR = "AbortMultipartUploadRequest";
const _AMl = "AllowedMethod";
const _AN = "AnnotationName";
const _ANTL = "AnnotationNameTooLong";
const _AO = "AllowedOrigins";
const _AOl = "AllowedOrigin";
const _AP = "AnnotationPayload";
const _APA = "AccessPointAlias";
const _APAc = "AccessPointArn";
const _APn = "AnnotationPrefix";
const _AQRD = "AllowQuotedRecordDelimiter";
const _AR = "AcceptRanges";
const _ARI = "AbortRuleId";
const _AS = "AbacStatus";
const _ASBD = "AnalyticsS3BucketDestination";
const _ASSEBD = "ApplyServerSideEncryptionByDefault";
const _ASr = "ArchiveStatus";
const _AT = "AccessTier";
const _ATC = "AnnotationTableConfiguration";
const _ATCR = "AnnotationTableConfigurationResult";
const _ATCU = "AnnotationTableConfigurationUpdates";
const _An = "And";
const _Ann = "Annotations";
const _B = "Bucket";
const _BA = "BucketArn";
const _BAE = "BucketAlreadyExists";
const _BAI = "BucketAccountId";
const _BAOBY = "BucketAlreadyOwnedByYou";
const _BET = "BlockedEncryptionTypes";
const _BGR = "BypassGovernanceRetention";
const _BI = "BucketInfo";
const _BKE = "BucketKeyEnabled";
const _BLC = "BucketLifecycleConfiguration";
const _BLN = "BucketLocationName";
const _BLS = "BucketLoggingStatus";
const _BLT = "BucketLocationType";
const _BN = "BucketNamespace";
const _BNu = "BucketName";
const _BP = "BytesProcessed";
const _BPA = "BlockPublicAcls";
const _BPP = "BlockPublicPolicy";
const _BR = "BucketRegion";
const _BRy = "BytesReturned";
const _BS = "BytesScanned";
const _Bo = "Body";
const _Bu = "Buckets";
const _C = "Checksum";
const _CA = "ChecksumAlgorithm";
const _CACL = "CannedACL";
const _CB = "CreateBucket";
const _CBC = "CreateBucketConfiguration";
const _CBMC = "CreateBucketMetadataConfiguration";
const _CBMCR = "CreateBucketMetadataConfigurationRequest";
const _CBMTC = "CreateBucketMetadataTableConfiguration";
const _CBMTCR = "CreateBucketMetadataTableConfigurationRequest";
const _CBO = "CreateBucketOutput";
const _CBR = "CreateBucketRequest";
const _CC = "CacheControl";
const _CCRC = "ChecksumCRC32";
const _CCRCC = "ChecksumCRC32C";
const _CCRCNVME = "ChecksumCRC64NVME";
const _CC_ = "Cache-Control";
const _CD = "CreationDate";
const _CD_ = "Content-Disposition";
const _CDo = "ContentDisposition";
const _CE = "ContinuationEvent";
const _CE_ = "Content-Encoding";
const _CEo = "ContentEncoding";
const _CF = "CloudFunction";
const _CFC = "CloudFunctionConfiguration";
const _CL = "ContentLanguage";
const _CL_ = "Content-Language";
const _CL__ = "Content-Length";
const _CLo = "ContentLength";
const _CM = "Content-MD5";
const _CMD = "ChecksumMD5";
const _CMDo = "ContentMD5";
const _CMU = "CompletedMultipartUpload";
const _CMUO = "CompleteMultipartUploadOutput";
const _CMUOr = "CreateMultipartUploadOutput";
const _CMUR = "CompleteMultipartUploadResult";
const _CMURo = "CompleteMultipartUploadRequest";
const _CMURr = "CreateMultipartUploadRequest";
const _CMUo = "CompleteMultipartUpload";
const _CMUr = "CreateMultipartUpload";
const _CMh = "ChecksumMode";
const _CO = "CopyObject";
const _COO = "CopyObjectOutput";
const _COR = "CopyObjectResult";
const _CORSC = "CORSConfiguration";
const _CORSR = "CORSRules";
const _CORSRu = "CORSRule";
const _CORo = "CopyObjectRequest";
const _CP = "CommonPrefix";
const _CPL = "CommonPrefixList";
const _CPLo = "CompletedPartList";
const _CPR = "CopyPartResult";
const _CPo = "CompletedPart";
const _CPom = "CommonPrefixes";
const _CR = "ContentRange";
const _CRSBA = "ConfirmRemoveSelfBucketAccess";
const _CR_ = "Content-Range";
const _CS = "ConfigurationState";
const _CSHA = "ChecksumSHA1";
const _CSHAh = "ChecksumSHA256";
const _CSHAhe = "ChecksumSHA512";
const _CSIM = "CopySourceIfMatch";
const _CSIMS = "CopySourceIfModifiedSince";
const _CSINM = "CopySourceIfNoneMatch";
const _CSIUS = "CopySourceIfUnmodifiedSince";
const _CSO = "CreateSessionOutput";
const _CSR = "CreateSessionResult";
const _CSRo = "CopySourceRange";
const _CSRr = "CreateSessionRequest";
const _CSSSECA = "CopySourceSSECustomerAlgorithm";
const _CSSSECK = "CopySourceSSECustomerKey";
const _CSSSECKMD = "CopySourceSSECustomerKeyMD5";
const _CSV = "CSV";
const _CSVI = "CopySourceVersionId";
const _CSVIn = "CSVInput";
const _CSVO = "CSVOutput";
const _CSo = "CopySource";
const _CSr = "CreateSession";
const _CT = "ChecksumType";
const _CT_ = "Content-Type";
const _CTl = "ClientToken";
const _CTo = "ContentType";
const _CTom = "CompressionType";
const _CTon = "ContinuationToken";
const _CXXHASH = "ChecksumXXHASH64";
const _CXXHASHh = "ChecksumXXHASH3";
const _CXXHASHhe = "ChecksumXXHASH128";
const _Co = "Condition";
const _Cod = "Code";
const _Com = "Comments";
const _Con = "Contents";
const _Cont = "Cont";
const _Cr = "Credentials";
const _D = "Days";
const _DAI = "DaysAfterInitiation";
const _DB = "DeleteBucket";
const _DBAC = "DeleteBucketAnalyticsConfiguration";
const _DBACR = "DeleteBucketAnalyticsConfigurationRequest";
const _DBC = "DeleteBucketCors";
const _DBCR = "DeleteBucketCorsRequest";
const _DBE = "DeleteBucketEncryption";
const _DBER = "DeleteBucketEncryptionRequest";
const _DBIC = "DeleteBucketInventoryConfiguration";
const _DBICR = "DeleteBucketInventoryConfigurationRequest";
const _DBITC = "DeleteBucketIntelligentTieringConfiguration";
const _DBITCR = "DeleteBucketIntelligentTieringConfigurationRequest";
const _DBL = "DeleteBucketLifecycle";
const _DBLR = "DeleteBucketLifecycleRequest";
const _DBMC = "DeleteBucketMetadataConfiguration";
const _DBMCR = "DeleteBucketMetadataConfigurationRequest";
const _DBMCRe = "DeleteBucketMetricsConfigurationRequest";
const _DBMCe = "DeleteBucketMetricsConfiguration";
const _DBMTC = "DeleteBucketMetadataTableConfiguration";
const _DBMTCR = "DeleteBucketMetadataTableConfigurationRequest";
const _DBOC = "DeleteBucketOwnershipControls";
const _DBOCR = "DeleteBucketOwnershipControlsRequest";
const _DBP = "DeleteBucketPolicy";
const _DBPR = "DeleteBucketPolicyRequest";
const _DBR = "DeleteBucketRequest";
const _DBRR = "DeleteBucketReplicationRequest";
const _DBRe = "DeleteBucketReplication";
const _DBT = "DeleteBucketTagging";
const _DBTR = "DeleteBucketTaggingRequest";
const _DBW = "DeleteBucketWebsite";
const _DBWR = "DeleteBucketWebsiteRequest";
const _DE = "DataExport";
const _DEH = "DefaultEventHold";
const _DIM = "DestinationIfMatch";
const _DIMS = "DestinationIfModifiedSince";
const _DINM = "DestinationIfNoneMatch";
const _DIUS = "DestinationIfUnmodifiedSince";
const _DM = "DeleteMarker";
const _DME = "DeleteMarkerEntry";
const _DMR = "DeleteMarkerReplication";
const _DMVI = "DeleteMarkerVersionId";
const _DMe = "DeleteMarkers";
const _DN = "DisplayName";
const _DO = "DeletedObject";
const _DOA = "DeleteObjectAnnotation";
const _DOAO = "DeleteObjectAnnotationOutput";
const _DOAR = "DeleteObjectAnnotationRequest";
const _DOO = "DeleteObjectOutput";
const _DOOe = "DeleteObjectsOutput";
const _DOR = "DeleteObjectRequest";
const _DORe = "DeleteObjectsRequest";
const _DOT = "DeleteObjectTagging";
const _DOTO = "DeleteObjectTaggingOutput";
const _DOTR = "DeleteObjectTaggingRequest";
const _DOe = "DeletedObjects";
const _DOel = "DeleteObject";
const _DOele = "DeleteObjects";
const _DPAB = "DeletePublicAccessBlock";
const _DPABR = "DeletePublicAccessBlockRequest";
const _DR = "DataRedundancy";
const _DRe = "DefaultRetention";
const _DRel = "DeleteResult";
const _DRes = "DestinationResult";
const _Da = "Date";
const _De = "Delete";
const _Del = "Deleted";
const _Deli = "Delimiter";
const _Des = "Destination";
const _Desc = "Description";
const _Det = "Details";
const _E = "Error";
const _EA = "EmailAddress";
const _EBC = "EventBridgeConfiguration";
const _EBO = "ExpectedBucketOwner";
const _EC = "EncryptionConfiguration";
const _ECr = "ErrorCode";
const _ED = "ErrorDetails";
const _EDr = "ErrorDocument";
const _EE = "EndEvent";
const _EH = "ExposeHeaders";
const _EHD = "EventHoldDuration";
const _EHv = "EventHold";
const _EHx = "ExposeHeader";
const _EM = "ErrorMessage";
const _EODM = "ExpiredObjectDeleteMarker";
const _EOR = "ExistingObjectReplication";
const _ES = "ExpiresString";
const _ESBO = "ExpectedSourceBucketOwner";
const _ET = "ETag";
const _ETL = "EncryptionTypeList";
const _ETM = "EncryptionTypeMismatch";
const _ETn = "EncryptionType";
const _ETnc = "EncodingType";
const _ETv = "EventThreshold";
const _ETx = "ExpressionType";
const _En = "Encryption";
const _Ena = "Enabled";
const _End = "End";
const _Er = "Errors";
const _Ev = "Events";
const _Eve = "Event";
const _Ex = "Expiration";
const _Exp = "Expires";
const _Expr = "Expression";
const _F = "Filter";
const _FD = "FieldDelimiter";
const _FHI = "FileHeaderInfo";
const _FO = "FetchOwner";
const _FR = "FilterRule";
const _FRL = "FilterRuleList";
const _FRi = "FilterRules";
const _Fi = "Field";
const _Fo = "Format";
const _Fr = "Frequency";
const _G = "Grants";
const _GBA = "GetBucketAbac";
const _GBAC = "GetBucketAccelerateConfiguration";
const _GBACO = "GetBucketAccelerateConfigurationOutput";
const _GBACOe = "GetBucketAnalyticsConfigurationOutput";
const _GBACR = "GetBucketAccelerateConfigurationRequest";
const _GBACRe = "GetBucketAnalyticsConfigurationRequest";
const _GBACe = "GetBucketAnalyticsConfiguration";
const _GBAO = "GetBucketAbacOutput";
const _GBAOe = "GetBucketAclOutput";
const _GBAR = "GetBucketAbacRequest";
const _GBARe = "GetBucketAclRequest";
const _GBAe = "GetBucketAcl";
const _GBC = "GetBucketCors";
const _GBCO = "GetBucketCorsOutput";
const _GBCR = "GetBucketCorsRequest";
const _GBE = "GetBucketEncryption";
const _GBEO = "GetBucketEncryptionOutput";
const _GBER = "GetBucketEncryptionRequest";
const _GBIC = "GetBucketInventoryConfiguration";
const _GBICO = "GetBucketInventoryConfigurationOutput";
const _GBICR = "GetBucketInventoryConfigurationRequest";
const _GBITC = "GetBucketIntelligentTieringConfiguration";
const _GBITCO = "GetBucketIntelligentTieringConfigurationOutput";
const _GBITCR = "GetBucketIntelligentTieringConfigurationRequest";
const _GBL = "GetBucketLocation";
const _GBLC = "GetBucketLifecycleConfiguration";
const _GBLCO = "GetBucketLifecycleConfigurationOutput";
const _GBLCR = "GetBucketLifecycleConfigurationRequest";
const _GBLO = "GetBucketLocationOutput";
const _GBLOe = "GetBucketLoggingOutput";
const _GBLR = "GetBucketLocationRequest";
const _GBLRe = "GetBucketLoggingRequest";
const _GBLe = "GetBucketLogging";
const _GBMC = "GetBucketMetadataConfiguration";
const _GBMCO = "GetBucketMetadataConfigurationOutput";
const _GBMCOe = "GetBucketMetricsConfigurationOutput";
const _GBMCR = "GetBucketMetadataConfigurationResult";
const _GBMCRe = "GetBucketMetadataConfigurationRequest";
const _GBMCRet = "GetBucketMetricsConfigurationRequest";
const _GBMCe = "GetBucketMetricsConfiguration";
const _GBMTC = "GetBucketMetadataTableConfiguration";
const _GBMTCO = "GetBucketMetadataTableConfigurationOutput";
const _GBMTCR = "GetBucketMetadataTableConfigurationResult";
const _GBMTCRe = "GetBucketMetadataTableConfigurationRequest";
const _GBNC = "GetBucketNotificationConfiguration";
const _GBNCR = "GetBucketNotificationConfigurationRequest";
const _GBOC = "GetBucketOwnershipControls";
const _GBOCO = "GetBucketOwnershipControlsOutput";
const _GBOCR = "GetBucketOwnershipControlsRequest";
const _GBP = "GetBucketPolicy";
const _GBPO = "GetBucketPolicyOutput";
const _GBPR = "GetBucketPolicyRequest";
const _GBPS = "GetBucketPolicyStatus";
const _GBPSO = "GetBucketPolicyStatusOutput";
const _GBPSR = "GetBucketPolicyStatusRequest";
const _GBR = "GetBucketReplication";
const _GBRO = "GetBucketReplicationOutput";
const _GBRP = "GetBucketRequestPayment";
const _GBRPO = "GetBucketRequestPaymentOutput";
const _GBRPR = "GetBucketRequestPaymentRequest";
const _GBRR = "GetBucketReplicationRequest";
const _GBT = "GetBucketTagging";
const _GBTO = "GetBucketTaggingOutput";
const _GBTR = "GetBucketTaggingRequest";
const _GBV = "GetBucketVersioning";
const _GBVO = "GetBucketVersioningOutput";
const _GBVR = "GetBucketVersioningRequest";
const _GBW = "GetBucketWebsite";
const _GBWO = "GetBucketWebsiteOutput";
const _GBWR = "GetBucketWebsiteRequest";
const _GFC = "GrantFullControl";
const _GJP = "GlacierJobParameters";
const _GO = "GetObject";
const _GOA = "GetObjectAcl";
const _GOAO = "GetObjectAclOutput";
const _GOAOe = "GetObjectAnnotationOutput";
const _GOAOet = "GetObjectAttributesOutput";
const _GOAP = "GetObjectAttributesParts";
const _GOAR = "GetObjectAclRequest";
const _GOARe = "GetObjectAnnotationRequest";
const _GOARet = "GetObjectAttributesResponse";
const _GOARetb = "GetObjectAttributesRequest";
const _GOAe = "GetObjectAnnotation";
const _GOAet = "GetObjectAttributes";
const _GOLC = "GetObjectLockConfiguration";
const _GOLCO = "GetObjectLockConfigurationOutput";
const _GOLCR = "GetObjectLockConfigurationRequest";
const _GOLH = "GetObjectLegalHold";
const _GOLHO = "GetObjectLegalHoldOutput";
const _GOLHR = "GetObjectLegalHoldRequest";
const _GOO = "GetObjectOutput";
const _GOR = "GetObjectRequest";
const _GORO = "GetObjectRetentionOutput";
const _GORR = "GetObjectRetentionRequest";
const _GORe = "GetObjectRetention";
const _GOT = "GetObjectTagging";
const _GOTO = "GetObjectTaggingOutput";
const _GOTOe = "GetObjectTorrentOutput";
const _GOTR = "GetObjectTaggingRequest";
const _GOTRe = "GetObjectTorrentRequest";
const _GOTe = "GetObjectTorrent";
const _GPAB = "GetPublicAccessBlock";
const _GPABO = "GetPublicAccessBlockOutput";
const _GPABR = "GetPublicAccessBlockRequest";
const _GR = "GrantRead";
const _GRACP = "GrantReadACP";
const _GW = "GrantWrite";
const _GWACP = "GrantWriteACP";
const _Gr = "Grant";
const _Gra = "Grantee";
const _HB = "HeadBucket";
const _HBO = "HeadBucketOutput";
const _HBR = "HeadBucketRequest";
const _HECRE = "HttpErrorCodeReturnedEquals";
const _HN = "HostName";
const _HO = "HeadObject";
const _HOO = "HeadObjectOutput";
const _HOR = "HeadObjectRequest";
const _HRC = "HttpRedirectCode";
const _I = "Id";
const _IAN = "InvalidAnnotationName";
const _IC = "InventoryConfiguration";
const _ICL = "InventoryConfigurationList";
const _ID = "ID";
const _IDn = "IndexDocument";
const _IDnv = "InventoryDestination";
const _IE = "IsEnabled";
const _IEn = "InventoryEncryption";
const _IF = "InventoryFilter";
const _IL = "IsLatest";
const _IM = "IfMatch";
const _IMIT = "IfMatchInitiatedTime";
const _IMLMT = "IfMatchLastModifiedTime";
const _IMS = "IfMatchSize";
const _IMS_ = "If-Modified-Since";
const _IMSf = "IfModifiedSince";
const _IMUR = "InitiateMultipartUploadResult";
const _IM_ = "If-Match";
const _INM = "IfNoneMatch";
const _INM_ = "If-None-Match";
const _IOF = "InventoryOptionalFields";
const _IOS = "InvalidObjectState";
const _IOV = "IncludedObjectVersions";
const _IP = "InvalidPrefix";
const _IPA = "IgnorePublicAcls";
const _IPM = "IdempotencyParameterMismatch";
const _IPs = "IsPublic";
const _IR = "InvalidRequest";
const _IRIP = "IsRestoreInProgress";
const _IS = "InputSerialization";
const _ISBD = "InventoryS3BucketDestination";
const _ISn = "InventorySchedule";
const _IT = "IsTruncated";
const _ITAO = "IntelligentTieringAndOperator";
const _ITC = "IntelligentTieringConfiguration";
const _ITCL = "IntelligentTieringConfigurationList";
const _ITCR = "InventoryTableConfigurationResult";
const _ITCU = "InventoryTableConfigurationUpdates";
const _ITCn = "InventoryTableConfiguration";
const _ITF = "IntelligentTieringFilter";
const _IUS = "IfUnmodifiedSince";
const _IUS_ = "If-Unmodified-Since";
const _IWO = "InvalidWriteOffset";
const _In = "Initiator";
const _Ini = "Initiated";
const _JSON = "JSON";
const _JSONI = "JSONInput";
const _JSONO = "JSONOutput";
const _JTC = "JournalTableConfiguration";
const _JTCR = "JournalTableConfigurationResult";
const _JTCU = "JournalTableConfigurationUpdates";
const _K = "Key";
const _KC = "KeyCount";
const _KI = "KeyId";
const _KKA = "KmsKeyArn";
const _KM = "KeyMarker";
const _KMSC = "KMSContext";
const _KMSKA = "KMSKeyArn";
const _KMSKI = "KMSKeyId";
const _KMSMKID = "KMSMasterKeyID";
const _KPE = "KeyPrefixEquals";
const _L = "Location";
const _LAMBR = "ListAllMyBucketsResult";
const _LAMDBR = "ListAllMyDirectoryBucketsResult";
const _LB = "ListBuckets";
const _LBAC = "ListBucketAnalyticsConfigurations";
const _LBACO = "ListBucketAnalyticsConfigurationsOutput";
const _LBACR = "ListBucketAnalyticsConfigurationResult";
const _LBACRi = "ListBucketAnalyticsConfigurationsRequest";
const _LBIC = "ListBucketInventoryConfigurations";
const _LBICO = "ListBucketInventoryConfigurationsOutput";
const _LBICR = "ListBucketInventoryConfigurationsRequest";
const _LBITC = "ListBucketIntelligentTieringConfigurations";
const _LBITCO = "ListBucketIntelligentTieringConfigurationsOutput";
const _LBITCR = "ListBucketIntelligentTieringConfigurationsRequest";
const _LBMC = "ListBucketMetricsConfigurations";
const _LBMCO = "ListBucketMetricsConfigurationsOutput";
const _LBMCR = "ListBucketMetricsConfigurationsRequest";
const _LBO = "ListBucketsOutput";
const _LBR = "ListBucketsRequest";
const _LBRi = "ListBucketResult";
const _LC = "LocationConstraint";
const _LCi = "LifecycleConfiguration";
const _LDB = "ListDirectoryBuckets";
const _LDBO = "ListDirectoryBucketsOutput";
const _LDBR = "ListDirectoryBucketsRequest";
const _LE = "LoggingEnabled";
const _LEi = "LifecycleExpiration";
const _LFA = "LambdaFunctionArn";
const _LFC = "LambdaFunctionConfiguration";
const _LFCL = "LambdaFunctionConfigurationList";
const _LFCa = "LambdaFunctionConfigurations";
const _LH = "LegalHold";
const _LI = "LocationInfo";
const _LICR = "ListInventoryConfigurationsResult";
const _LM = "LastModified";
const _LMCR = "ListMetricsConfigurationsResult";
const _LMT = "LastModifiedTime";
const _LMU = "ListMultipartUploads";
const _LMUO = "ListMultipartUploadsOutput";
const _LMUR = "ListMultipartUploadsResult";
const _LMURi = "ListMultipartUploadsRequest";
const _LM_ = "Last-Modified";
const _LO = "ListObjects";
const _LOA = "ListObjectAnnotations";
const _LOAO = "ListObjectAnnotationsOutput";
const _LOAR = "ListObjectAnnotationsRequest";
const _LOO = "ListObjectsOutput";
const _LOR = "ListObjectsRequest";
const _LOV = "ListObjectsV2";
const _LOVO = "ListObjectsV2Output";
const _LOVOi = "ListObjectVersionsOutput";
const _LOVR = "ListObjectsV2Request";
const _LOVRi = "ListObjectVersionsRequest";
const _LOVi = "ListObjectVersions";
const _LP = "ListParts";
const _LPO = "ListPartsOutput";
const _LPR = "ListPartsResult";
const _LPRi = "ListPartsRequest";
const _LR = "LifecycleRule";
const _LRAO = "LifecycleRuleAndOperator";
const _LRF = "LifecycleRuleFilter";
const _LRi = "LifecycleRules";
const _LVR = "ListVersionsResult";
const _M = "Metadata";
const _MAO = "MetricsAndOperator";
const _MAR = "MaxAnnotationResults";
const _MAS = "MaxAgeSeconds";
const _MB = "MaxBuckets";
const _MC = "MetadataConfiguration";
const _MCL = "MetricsConfigurationList";
const _MCR = "MetadataConfigurationResult";
const _MCe = "MetricsConfiguration";
const _MD = "MetadataDirective";
const _MDB = "MaxDirectoryBuckets";
const _MDf = "MfaDelete";
const _ME = "MetadataEntry";
const _MF = "MetricsFilter";
const _MFA = "MFA";
const _MFAD = "MFADelete";
const _MK = "MaxKeys";
const _MM = "MissingMeta";
const _MOS = "MpuObjectSize";
const _MP = "MaxParts";
const _MTC = "MetadataTableConfiguration";
const _MTCR = "MetadataTableConfigurationResult";
const _MTEC = "MetadataTableEncryptionConfiguration";
const _MU = "MultipartUpload";
const _MUL = "MultipartUploadList";
const _MUa = "MaxUploads";
const _Ma = "Marker";
const _Me = "Metrics";
const _Mes = "Message";
const _Mi = "Minutes";
const _Mo = "Mode";
const _N = "Name";
const _NC = "NotificationConfiguration";
const _NCF = "NotificationConfigurationFilter";
const _NCT = "NextContinuationToken";
const _ND = "NoncurrentDays";
const _NEKKAS = "NonEmptyKmsKeyArnString";
const _NF = "NotFound";
const _NKM = "NextKeyMarker";
const _NM = "NextMarker";
const _NNV = "NewerNoncurrentVersions";
const _NPNM = "NextPartNumberMarker";
const _NSA = "NoSuchAnnotation";
const _NSB = "NoSuchBucket";
const _NSK = "NoSuchKey";
const _NSU = "NoSuchUpload";
const _NUIM = "NextUploadIdMarker";
const _NVE = "NoncurrentVersionExpiration";
const _NVIM = "NextVersionIdMarker";
const _NVT = "NoncurrentVersionTransitions";
const _NVTL = "NoncurrentVersionTransitionList";
const _NVTo = "NoncurrentVersionTransition";
const _O = "Owner";
const _OA = "ObjectAttributes";
const _OAIATE = "ObjectAlreadyInActiveTierError";
const _OC = "OwnershipControls";
const _OCR = "OwnershipControlsRule";
const _OCRw = "OwnershipControlsRules";
const _OE = "ObjectEncryption";
const _OF = "OptionalFields";
const _OI = "ObjectIdentifier";
const _OIL = "ObjectIdentifierList";
const _OIM = "ObjectIfMatch";
const _OL = "OutputLocation";
const _OLC = "ObjectLockConfiguration";
const _OLE = "ObjectLockEnabled";
const _OLEFB = "ObjectLockEnabledForBucket";
const _OLEH = "ObjectLockEventHold";
const _OLEHDD = "ObjectLockEventHoldDurationDays";
const _OLEHDY = "ObjectLockEventHoldDurationYears";
const _OLLH = "ObjectLockLegalHold";
const _OLLHS = "ObjectLockLegalHoldStatus";
const _OLM = "ObjectLockMode";
const _OLR = "ObjectLockRetention";
const _OLRUD = "ObjectLockRetainUntilDate";
const _OLRb = "ObjectLockRule";
const _OLb = "ObjectList";
const _ONIATE = "ObjectNotInActiveTierError";
const _OO = "ObjectOwnership";
const _OOA = "OptionalObjectAttributes";
const _OP = "ObjectParts";
const _OPb = "ObjectPart";
const _OS = "ObjectSize";
const _OSGT = "ObjectSizeGreaterThan";
const _OSLT = "ObjectSizeLessThan";
const _OSV = "OutputSchemaVersion";
const _OSu = "OutputSerialization";
const _OV = "ObjectVersion";
const _OVI = "ObjectVersionId";
const _OVL = "ObjectVersionList";
const _Ob = "Objects";
const _Obj = "Object";
const _P = "Prefix";
const _PABC = "PublicAccessBlockConfiguration";
const _PBA = "PutBucketAbac";
const _PBAC = "PutBucketAccelerateConfiguration";
const _PBACR = "PutBucketAccelerateConfigurationRequest";
const _PBACRu = "PutBucketAnalyticsConfigurationRequest";
const _PBACu = "PutBucketAnalyticsConfiguration";
const _PBAR = "PutBucketAbacRequest";
const _PBARu = "PutBucketAclRequest";
const _PBAu = "PutBucketAcl";
const _PBC = "PutBucketCors";
const _PBCR = "PutBucketCorsRequest";
const _PBE = "PutBucketEncryption";
const _PBER = "PutBucketEncryptionRequest";
const _PBIC = "PutBucketInventoryConfiguration";
const _PBICR = "PutBucketInventoryConfigurationRequest";
const _PBITC = "PutBucketIntelligentTieringConfiguration";
const _PBITCR = "PutBucketIntelligentTieringConfigurationRequest";
const _PBL = "PutBucketLogging";
const _PBLC = "PutBucketLifecycleConfiguration";
const _PBLCO = "PutBucketLifecycleConfigurationOutput";
const _PBLCR = "PutBucketLifecycleConfigurationRequest";
const _PBLR = "PutBucketLoggingRequest";
const _PBMC = "PutBucketMetricsConfiguration";
const _PBMCR = "PutBucketMetricsConfigurationRequest";
const _PBNC = "PutBucketNotificationConfiguration";
const _PBNCR = "PutBucketNotificationConfigurationRequest";
const _PBOC = "PutBucketOwnershipControls";
const _PBOCR = "PutBucketOwnershipControlsRequest";
const _PBP = "PutBucketPolicy";
const _PBPR = "PutBucketPolicyRequest";
const _PBR = "PutBucketReplication";
const _PBRP = "PutBucketRequestPayment";
const _PBRPR = "PutBucketRequestPaymentRequest";
const _PBRR = "PutBucketReplicationRequest";
const _PBT = "PutBucketTagging";
const _PBTR = "PutBucketTaggingRequest";
const _PBV = "PutBucketVersioning";
const _PBVR = "PutBucketVersioningRequest";
const _PBW = "PutBucketWebsite";
const _PBWR = "PutBucketWebsiteRequest";
const _PC = "PartsCount";
const _PDS = "PartitionDateSource";
const _PE = "ProgressEvent";
const _PI = "ParquetInput";
const _PL = "PartsList";
const _PN = "PartNumber";
const _PNM = "PartNumberMarker";
const _PO = "PutObject";
const _POA = "PutObjectAcl";
const _POAO = "PutObjectAclOutput";
const _POAOu = "PutObjectAnnotationOutput";
const _POAR = "PutObjectAclRequest";
const _POARu = "PutObjectAnnotationRequest";
const _POAu = "PutObjectAnnotation";
const _POLC = "PutObjectLockConfiguration";
const _POLCO = "PutObjectLockConfigurationOutput";
const _POLCR = "PutObjectLockConfigurationRequest";
const _POLH = "PutObjectLegalHold";
const _POLHO = "PutObjectLegalHoldOutput";
const _POLHR = "PutObjectLegalHoldRequest";
const _POO = "PutObjectOutput";
const _POR = "PutObjectRequest";
const _PORO = "PutObjectRetentionOutput";
const _PORR = "PutObjectRetentionRequest";
const _PORu = "PutObjectRetention";
const _POT = "PutObjectTagging";
const _POTO = "PutObjectTaggingOutput";
const _POTR = "PutObjectTaggingRequest";
const _PP = "PartitionedPrefix";
const _PPAB = "PutPublicAccessBlock";
const _PPABR = "PutPublicAccessBlockRequest";
const _PS = "PolicyStatus";
const _Pa = "Parts";
const _Par = "Part";
const _Parq = "Parquet";
const _Pay = "Payer";
const _Payl = "Payload";
const _Pe = "Permission";
const _Po = "Policy";
const _Pr = "Progress";
const _Pri = "Priority";
const _Pro = "Protocol";
const _Q = "Quiet";
const _QA = "QueueArn";
const _QC = "QuoteCharacter";
const _QCL = "QueueConfigurationList";
const _QCu = "QueueConfigurations";
const _QCue = "QueueConfiguration";
const _QEC = "QuoteEscapeCharacter";
const _QF = "QuoteFields";
const _Qu = "Queue";
const _R = "Role";
const _RART = "RedirectAllRequestsTo";
const _RC = "RequestCharged";
const _RCC = "ResponseCacheControl";
const _RCD = "ResponseContentDisposition";
const _RCE = "ResponseContentEncoding";
const _RCL = "ResponseContentLanguage";
const _RCT = "ResponseContentType";
const _RCe = "ReplicationConfiguration";
const _RD = "RecordDelimiter";
const _RE = "ResponseExpires";
const _RED = "RestoreExpiryDate";
const _REe = "RecordExpiration";
const _REec = "RecordsEvent";
const _RKKID = "ReplicaKmsKeyID";
const _RKPW = "ReplaceKeyPrefixWith";
const _RKW = "ReplaceKeyWith";
const _RM = "ReplicaModifications";
const _RO = "RenameObject";
const _ROO = "RenameObjectOutput";
const _ROOe = "RestoreObjectOutput";
const _ROP = "RestoreOutputPath";
const _ROR = "RenameObjectRequest";
const _RORe = "RestoreObjectRequest";
const _ROe = "RestoreObject";
const _RP = "RequestPayer";
const _RPB = "RestrictPublicBuckets";
const _RPC = "RequestPaymentConfiguration";
const _RPe = "RequestProgress";
const _RR = "RoutingRules";
const _RRAO = "ReplicationRuleAndOperator";
const _RRF = "ReplicationRuleFilter";
const _RRe = "ReplicationRule";
const _RRep = "ReplicationRules";
const _RReq = "RequestRoute";
const _RRes = "RestoreRequest";
const _RRo = "RoutingRule";
const _RS = "ReplicationStatus";
const _RSe = "RestoreStatus";
const _RSen = "RenameSource";
const _RT = "ReplicationTime";
const _RTV = "ReplicationTimeValue";
const _RTe = "RequestToken";
const _RUD = "RetainUntilDate";
const _Ra = "Range";
const _Re = "Restore";
const _Rec = "Records";
const _Red = "Redirect";
const _Ret = "Retention";
const _Ru = "Rules";
const _Rul = "Rule";
const _S = "Status";
const _SA = "StartAfter";
const _SAK = "SecretAccessKey";
const _SAs = "SseAlgorithm";
const _SB = "StreamingBlob";
const _SBD = "S3BucketDestination";
const _SC = "StorageClass";
const _SCA = "StorageClassAnalysis";
const _SCADE = "StorageClassAnalysisDataExport";
const _SCV = "SessionCredentialValue";
const _SCe = "SessionCredentials";
const _SCt = "StatusCode";
const _SDV = "SkipDestinationValidation";
const _SE = "StatsEvent";
const _SIM = "SourceIfMatch";
const _SIMS = "SourceIfModifiedSince";
const _SINM = "SourceIfNoneMatch";
const _SIUS = "SourceIfUnmodifiedSince";
const _SK = "SSE-KMS";
const _SKEO = "SseKmsEncryptedObjects";
const _SKF = "S3KeyFilter";
const _SKe = "S3Key";
const _SL = "S3Location";
const _SM = "SessionMode";
const _SOC = "SelectObjectContent";
const _SOCES = "SelectObjectContentEventStream";
const _SOCO = "SelectObjectContentOutput";
const _SOCR = "SelectObjectContentRequest";
const _SP = "SelectParameters";
const _SPi = "SimplePrefix";
const _SR = "ScanRange";
const _SS = "SSE-S3";
const _SSC = "SourceSelectionCriteria";
const _SSE = "ServerSideEncryption";
const _SSEA = "SSEAlgorithm";
const _SSEBD = "ServerSideEncryptionByDefault";
const _SSEC = "ServerSideEncryptionConfiguration";
const _SSECA = "SSECustomerAlgorithm";
const _SSECK = "SSECustomerKey";
const _SSECKMD = "SSECustomerKeyMD5";
const _SSEKMS = "SSEKMS";
const _SSEKMSE = "SSEKMSEncryption";
const _SSEKMSEC = "SSEKMSEncryptionContext";
const _SSEKMSKI = "SSEKMSKeyId";
const _SSER = "ServerSideEncryptionRule";
const _SSERe = "ServerSideEncryptionRules";
const _SSES = "SSES3";
const _ST = "SessionToken";
const _STD = "S3TablesDestination";
const _STDR = "S3TablesDestinationResult";
const _S_ = "S3";
const _Sc = "Schedule";
const _Si = "Size";
const _St = "Start";
const _Sta = "Stats";
const _Su = "Suffix";
const _T = "Tags";
const _TA = "TableArn";
const _TAo = "TopicArn";
const _TB = "TargetBucket";
const _TBA = "TableBucketArn";
const _TBT = "TableBucketType";
const _TC = "TagCount";
const _TCL = "TopicConfigurationList";
const _TCo = "TopicConfigurations";
const _TCop = "TopicConfiguration";
const _TD = "TaggingDirective";
const _TDMOS = "TransitionDefaultMinimumObjectSize";
const _TG = "TargetGrants";
const _TGa = "TargetGrant";
const _TL = "TieringList";
const _TLr = "TransitionList";
const _TMP = "TooManyParts";
const _TN = "TableName";
const _TNa = "TableNamespace";
const _TOKF = "TargetObjectKeyFormat";
const _TP = "TargetPrefix";
const _TPC = "TotalPartsCount";
const _TS = "TableStatus";
const _TSa = "TagSet";
const _Ta = "Tag";
const _Tag = "Tagging";
const _Ti = "Tier";
const _Tie = "Tierings";
const _Tier = "Tiering";
const _Tim = "Time";
const _To = "Token";
const _Top = "Topic";
const _Tr = "Transitions";
const _Tra = "Transition";
const _Ty = "Type";
const _U = "Uploads";
const _UBMATC = "UpdateBucketMetadataAnnotationTableConfiguration";
const _UBMATCR = "UpdateBucketMetadataAnnotationTableConfigurationRequest";
const _UBMITC = "UpdateBucketMetadataInventoryTableConfiguration";
const _UBMITCR = "UpdateBucketMetadataInventoryTableConfigurationRequest";
const _UBMJTC = "UpdateBucketMetadataJournalTableConfiguration";
const _UBMJTCR = "UpdateBucketMetadataJournalTableConfigurationRequest";
const _UI = "UploadId";
const _UIM = "UploadIdMarker";
const _UM = "UserMetadata";
const _UMT = "UnsupportedMediaType";
const _UOE = "UpdateObjectEncryption";
const _UOER = "UpdateObjectEncryptionRequest";
const _UOERp = "UpdateObjectEncryptionResponse";
const _UP = "UploadPart";
const _UPC = "UploadPartCopy";
const _UPCO = "UploadPartCopyOutput";
const _UPCR = "UploadPartCopyRequest";
const _UPO = "UploadPartOutput";
const _UPR = "UploadPartRequest";
const _URI = "URI";
const _Up = "Upload";
const _V = "Value";
const _VC = "VersioningConfiguration";
const _VI = "VersionId";
const _VIM = "VersionIdMarker";
const _Ve = "Versions";
const _Ver = "Version";
const _WC = "WebsiteConfiguration";
const _WGOR = "WriteGetObjectResponse";
const _WGORR = "WriteGetObjectResponseRequest";
const _WOB = "WriteOffsetBytes";
const _WRL = "WebsiteRedirectLocation";
const _Y = "Years";
const _aN = "annotationName";
const _ap = "annotation-prefix";
const _ar = "accept-ranges";
const _br = "bucket-region";
const _c = "client";
const _ct = "continuation-token";
const _d = "delimiter";
const _e = "error";
const _eP = "eventPayload";
const _en = "endpoint";
const _et = "encoding-type";
const _fo = "fetch-owner";
const _h = "http";
const _hC = "httpChecksum";
const _hE = "httpError";
const _hH = "httpHeader";
const _hL = "hostLabel";
const _hP = "httpPayload";
const _hPH = "httpPrefixHeaders";
const _hQ = "httpQuery";
const _hi = "http://www.w3.org/2001/XMLSchema-instance";
const _i = "id";
const _iT = "idempotencyToken";
const _km = "key-marker";
const _m = "marker";
const _mar = "max-annotation-results";
const _mb = "max-buckets";
const _mdb = "max-directory-buckets";
const _mk = "max-keys";
const _mp = "max-parts";
const _mu = "max-uploads";
const _p = "prefix";
const _pN = "partNumber";
const _pnm = "part-number-marker";
const _rcc = "response-cache-control";
const _rcd = "response-content-disposition";
const _rce = "response-content-encoding";
const _rcl = "response-content-language";
const _rct = "response-content-type";
const _re = "response-expires";
const _s = "smithy.ts.sdk.synthetic.com.amazonaws.s3";
const _sa = "start-after";
const _st = "streaming";
const _uI = "uploadId";
const _uim = "upload-id-marker";
const _vI = "versionId";
const _vim = "version-id-marker";
const _x = "xsi";
const _xA = "xmlAttribute";
const _xF = "xmlFlattened";
const _xN = "xmlName";
const _xNm = "xmlNamespace";
const _xaa = "x-amz-acl";
const _xaad = "x-amz-abort-date";
const _xaapa = "x-amz-access-point-alias";
const _xaari = "x-amz-abort-rule-id";
const _xaas = "x-amz-archive-status";
const _xaba = "x-amz-bucket-arn";
const _xabgr = "x-amz-bypass-governance-retention";
const _xabln = "x-amz-bucket-location-name";
const _xablt = "x-amz-bucket-location-type";
const _xabn = "x-amz-bucket-namespace";
const _xabole = "x-amz-bucket-object-lock-enabled";
const _xabolt = "x-amz-bucket-object-lock-token";
const _xabr = "x-amz-bucket-region";
const _xaca = "x-amz-checksum-algorithm";
const _xacc = "x-amz-checksum-crc32";
const _xacc_ = "x-amz-checksum-crc32c";
const _xacc__ = "x-amz-checksum-crc64nvme";
const _xacm = "x-amz-checksum-md5";
const _xacm_ = "x-amz-checksum-mode";
const _xacrsba = "x-amz-confirm-remove-self-bucket-access";
const _xacs = "x-amz-checksum-sha1";
const _xacs_ = "x-amz-checksum-sha256";
const _xacs__ = "x-amz-checksum-sha512";
const _xacs___ = "x-amz-copy-source";
const _xacsim = "x-amz-copy-source-if-match";
const _xacsims = "x-amz-copy-source-if-modified-since";
const _xacsinm = "x-amz-copy-source-if-none-match";
const _xacsius = "x-amz-copy-source-if-unmodified-since";
const _xacsm = "x-amz-create-session-mode";
const _xacsr = "x-amz-copy-source-range";
const _xacssseca = "x-amz-copy-source-server-side-encryption-customer-algorithm";
const _xacssseck = "x-amz-copy-source-server-side-encryption-customer-key";
const _xacssseckM = "x-amz-copy-source-server-side-encryption-customer-key-MD5";
const _xacsvi = "x-amz-copy-source-version-id";
const _xact = "x-amz-checksum-type";
const _xact_ = "x-amz-client-token";
const _xacx = "x-amz-checksum-xxhash64";
const _xacx_ = "x-amz-checksum-xxhash3";
const _xacx__ = "x-amz-checksum-xxhash128";
const _xadm = "x-amz-delete-marker";
const _xae = "x-amz-expiration";
const _xaebo = "x-amz-expected-bucket-owner";
const _xafec = "x-amz-fwd-error-code";
const _xafem = "x-amz-fwd-error-message";
const _xafhCC = "x-amz-fwd-header-Cache-Control";
const _xafhCD = "x-amz-fwd-header-Content-Disposition";
const _xafhCE = "x-amz-fwd-header-Content-Encoding";
const _xafhCL = "x-amz-fwd-header-Content-Language";
const _xafhCR = "x-amz-fwd-header-Content-Range";
const _xafhCT = "x-amz-fwd-header-Content-Type";
const _xafhE = "x-amz-fwd-header-ETag";
const _xafhE_ = "x-amz-fwd-header-Expires";
const _xafhLM = "x-amz-fwd-header-Last-Modified";
const _xafhar = "x-amz-fwd-header-accept-ranges";
const _xafhxacc = "x-amz-fwd-header-x-amz-checksum-crc32";
const _xafhxacc_ = "x-amz-fwd-header-x-amz-checksum-crc32c";
const _xafhxacc__ = "x-amz-fwd-header-x-amz-checksum-crc64nvme";
const _xafhxacm = "x-amz-fwd-header-x-amz-checksum-md5";
const _xafhxacs = "x-amz-fwd-header-x-amz-checksum-sha1";
const _xafhxacs_ = "x-amz-fwd-header-x-amz-checksum-sha256";
const _xafhxacs__ = "x-amz-fwd-header-x-amz-checksum-sha512";
const _xafhxacx = "x-amz-fwd-header-x-amz-checksum-xxhash64";
const _xafhxacx_ = "x-amz-fwd-header-x-amz-checksum-xxhash3";
const _xafhxacx__ = "x-amz-fwd-header-x-amz-checksum-xxhash128";
const _xafhxadm = "x-amz-fwd-header-x-amz-delete-marker";
const _xafhxae = "x-amz-fwd-header-x-amz-expiration";
const _xafhxamm = "x-amz-fwd-header-x-amz-missing-meta";
const _xafhxampc = "x-amz-fwd-header-x-amz-mp-parts-count";
const _xafhxaollh = "x-amz-fwd-header-x-amz-object-lock-legal-hold";
const _xafhxaolm = "x-amz-fwd-header-x-amz-object-lock-mode";
const _xafhxaolrud = "x-amz-fwd-header-x-amz-object-lock-retain-until-date";
const _xafhxar = "x-amz-fwd-header-x-amz-restore";
const _xafhxarc = "x-amz-fwd-header-x-amz-request-charged";
const _xafhxars = "x-amz-fwd-header-x-amz-replication-status";
const _xafhxasc = "x-amz-fwd-header-x-amz-storage-class";
const _xafhxasse = "x-amz-fwd-header-x-amz-server-side-encryption";
const _xafhxasseakki = "x-amz-fwd-header-x-amz-server-side-encryption-aws-kms-key-id";
const _xafhxassebke = "x-amz-fwd-header-x-amz-server-side-encryption-bucket-key-enabled";
const _xafhxasseca = "x-amz-fwd-header-x-amz-server-side-encryption-customer-algorithm";
const _xafhxasseckM = "x-amz-fwd-header-x-amz-server-side-encryption-customer-key-MD5";
const _xafhxatc = "x-amz-fwd-header-x-amz-tagging-count";
const _xafhxavi = "x-amz-fwd-header-x-amz-version-id";
const _xafs = "x-amz-fwd-status";
const _xagfc = "x-amz-grant-full-control";
const _xagr = "x-amz-grant-read";
const _xagra = "x-amz-grant-read-acp";
const _xagw = "x-amz-grant-write";
const _xagwa = "x-amz-grant-write-acp";
const _xaimit = "x-amz-if-match-initiated-time";
const _xaimlmt = "x-amz-if-match-last-modified-time";
const _xaims = "x-amz-if-match-size";
const _xam = "x-amz-meta-";
const _xam_ = "x-amz-mfa";
const _xamd = "x-amz-metadata-directive";
const _xamm = "x-amz-missing-meta";
const _xamos = "x-amz-mp-object-size";
const _xamp = "x-amz-max-parts";
const _xampc = "x-amz-mp-parts-count";
const _xaoa = "x-amz-object-attributes";
const _xaoad = "x-amz-object-annotation-directive";
const _xaoim = "x-amz-object-if-match";
const _xaoleh = "x-amz-object-lock-event-hold";
const _xaolehdd = "x-amz-object-lock-event-hold-duration-days";
const _xaolehdy = "x-amz-object-lock-event-hold-duration-years";
const _xaollh = "x-amz-object-lock-legal-hold";
const _xaolm = "x-amz-object-lock-mode";
const _xaolrud = "x-amz-object-lock-retain-until-date";
const _xaoo = "x-amz-object-ownership";
const _xaooa = "x-amz-optional-object-attributes";
const _xaos = "x-amz-object-size";
const _xaovi = "x-amz-object-version-id";
const _xapnm = "x-amz-part-number-marker";
const _xar = "x-amz-restore";
const _xarc = "x-amz-request-charged";
const _xarop = "x-amz-restore-output-path";
const _xarp = "x-amz-request-payer";
const _xarr = "x-amz-request-route";
const _xars = "x-amz-replication-status";
const _xars_ = "x-amz-rename-source";
const _xarsim = "x-amz-rename-source-if-match";
const _xarsims = "x-amz-rename-source-if-modified-since";
const _xarsinm = "x-amz-rename-source-if-none-match";
const _xarsius = "x-amz-rename-source-if-unmodified-since";
const _xart = "x-amz-request-token";
const _xasc = "x-amz-storage-class";
const _xasca = "x-amz-sdk-checksum-algorithm";
const _xasdv = "x-amz-skip-destination-validation";
const _xasebo = "x-amz-source-expected-bucket-owner";
const _xasse = "x-amz-server-side-encryption";
const _xasseakki = "x-amz-server-side-encryption-aws-kms-key-id";
const _xassebke = "x-amz-server-side-encryption-bucket-key-enabled";
const _xassec = "x-amz-server-side-encryption-context";
const _xasseca = "x-amz-server-side-encryption-customer-algorithm";
const _xasseck = "x-amz-server-side-encryption-customer-key";
const _xasseckM = "x-amz-server-side-encryption-customer-key-MD5";
const _xat = "x-amz-tagging";
const _xatc = "x-amz-tagging-count";
const _xatd = "x-amz-tagging-directive";
const _xatdmos = "x-amz-transition-default-minimum-object-size";
const _xavi = "x-amz-version-id";
const _xawob = "x-amz-write-offset-bytes";
const _xawrl = "x-amz-website-redirect-location";
const _xs = "xsi:type";
const n0 = "com.amazonaws.s3";
const _s_registry = new TypeRegistry(_s);
var S3ServiceException$ = [-3, _s, "S3ServiceException", 0, [], []];
_s_registry.registerError(S3ServiceException$, S3ServiceException);
const n0_registry = new TypeRegistry(n0);
var AccessDenied$ = [-3, n0, _AD,
    { [_e]: _c, [_hE]: 403 },
    [],
    []
];
n0_registry.registerError(AccessDenied$, AccessDenied);
var AnnotationLimitExceeded$ = [-3, n0, _ALE,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(AnnotationLimitExceeded$, AnnotationLimitExceeded);
var AnnotationNameTooLong$ = [-3, n0, _ANTL,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(AnnotationNameTooLong$, AnnotationNameTooLong);
var BucketAlreadyExists$ = [-3, n0, _BAE,
    { [_e]: _c, [_hE]: 409 },
    [],
    []
];
n0_registry.registerError(BucketAlreadyExists$, BucketAlreadyExists);
var BucketAlreadyOwnedByYou$ = [-3, n0, _BAOBY,
    { [_e]: _c, [_hE]: 409 },
    [],
    []
];
n0_registry.registerError(BucketAlreadyOwnedByYou$, BucketAlreadyOwnedByYou);
var EncryptionTypeMismatch$ = [-3, n0, _ETM,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(EncryptionTypeMismatch$, EncryptionTypeMismatch);
var IdempotencyParameterMismatch$ = [-3, n0, _IPM,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(IdempotencyParameterMismatch$, IdempotencyParameterMismatch);
var InvalidAnnotationName$ = [-3, n0, _IAN,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(InvalidAnnotationName$, InvalidAnnotationName);
var InvalidObjectState$ = [-3, n0, _IOS,
    { [_e]: _c, [_hE]: 403 },
    [_SC, _AT],
    [0, 0]
];
n0_registry.registerError(InvalidObjectState$, InvalidObjectState);
var InvalidPrefix$ = [-3, n0, _IP,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(InvalidPrefix$, InvalidPrefix);
var InvalidRequest$ = [-3, n0, _IR,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(InvalidRequest$, InvalidRequest);
var InvalidWriteOffset$ = [-3, n0, _IWO,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(InvalidWriteOffset$, InvalidWriteOffset);
var NoSuchAnnotation$ = [-3, n0, _NSA,
    { [_e]: _c, [_hE]: 404 },
    [],
    []
];
n0_registry.registerError(NoSuchAnnotation$, NoSuchAnnotation);
var NoSuchBucket$ = [-3, n0, _NSB,
    { [_e]: _c, [_hE]: 404 },
    [],
    []
];
n0_registry.registerError(NoSuchBucket$, NoSuchBucket);
var NoSuchKey$ = [-3, n0, _NSK,
    { [_e]: _c, [_hE]: 404 },
    [],
    []
];
n0_registry.registerError(NoSuchKey$, NoSuchKey);
var NoSuchUpload$ = [-3, n0, _NSU,
    { [_e]: _c, [_hE]: 404 },
    [],
    []
];
n0_registry.registerError(NoSuchUpload$, NoSuchUpload);
var NotFound$ = [-3, n0, _NF,
    { [_e]: _c },
    [],
    []
];
n0_registry.registerError(NotFound$, NotFound);
var ObjectAlreadyInActiveTierError$ = [-3, n0, _OAIATE,
    { [_e]: _c, [_hE]: 403 },
    [],
    []
];
n0_registry.registerError(ObjectAlreadyInActiveTierError$, ObjectAlreadyInActiveTierError);
var ObjectNotInActiveTierError$ = [-3, n0, _ONIATE,
    { [_e]: _c, [_hE]: 403 },
    [],
    []
];
n0_registry.registerError(ObjectNotInActiveTierError$, ObjectNotInActiveTierError);
var TooManyParts$ = [-3, n0, _TMP,
    { [_e]: _c, [_hE]: 400 },
    [],
    []
];
n0_registry.registerError(TooManyParts$, TooManyParts);
var UnsupportedMediaType$ = [-3, n0, _UMT,
    { [_e]: _c, [_hE]: 415 },
    [],
    []
];
n0_registry.registerError(UnsupportedMediaType$, UnsupportedMediaType);
const errorTypeRegistries = [
    _s_registry,
    n0_registry,
];
var CopySourceSSECustomerKey = [0, n0, _CSSSECK, 8, 0];
var NonEmptyKmsKeyArnString = [0, n0, _NEKKAS, 8, 0];
var SessionCredentialValue = [0, n0, _SCV, 8, 0];
var SSECustomerKey = [0, n0, _SSECK, 8, 0];
var SSEKMSEncryptionContext = [0, n0, _SSEKMSEC, 8, 0];
var SSEKMSKeyId = [0, n0, _SSEKMSKI, 8, 0];
var StreamingBlob = [0, n0, _SB, { [_st]: 1 }, 42];
var AbacStatus$ = [3, n0, _AS,
    0,
    [_S],
    [0]
];
var AbortIncompleteMultipartUpload$ = [3, n0, _AIMU,
    0,
    [_DAI],
    [1]
];
var AbortMultipartUploadOutput$ = [3, n0, _AMUO,
    0,
    [_RC],
    [[0, { [_hH]: _xarc }]]
];
var AbortMultipartUploadRequest$ = [3, n0, _AMUR,
    0,
    [_B, _K, _UI, _RP, _EBO, _IMIT],
    [[0, 1], [0, 1], [0, { [_hQ]: _uI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [6, { [_hH]: _xaimit }]], 3
];
var AccelerateConfiguration$ = [3, n0, _AC,
    0,
    [_S],
    [0]
];
var AccessControlPolicy$ = [3, n0, _ACP,
    0,
    [_G, _O],
    [[() => Grants, { [_xN]: _ACL }], () => Owner$]
];
var AccessControlTranslation$ = [3, n0, _ACT,
    0,
    [_O],
    [0], 1
];
var AnalyticsAndOperator$ = [3, n0, _AAO,
    0,
    [_P, _T],
    [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }]]
];
var AnalyticsConfiguration$ = [3, n0, _ACn,
    0,
    [_I, _SCA, _F],
    [0, () => StorageClassAnalysis$, [() => AnalyticsFilter$, 0]], 2
];
var AnalyticsExportDestination$ = [3, n0, _AED,
    0,
    [_SBD],
    [() => AnalyticsS3BucketDestination$], 1
];
var AnalyticsS3BucketDestination$ = [3, n0, _ASBD,
    0,
    [_Fo, _B, _BAI, _P],
    [0, 0, 0, 0], 2
];
var AnnotationEntry$ = [3, n0, _AE,
    0,
    [_AN, _LM, _Si, _ET, _CA, _RS],
    [0, 4, 1, 0, [64 | 0, { [_xF]: 1 }], 0], 3
];
var AnnotationTableConfiguration$ = [3, n0, _ATC,
    0,
    [_CS, _EC, _R],
    [0, () => MetadataTableEncryptionConfiguration$, 0], 1
];
var AnnotationTableConfigurationResult$ = [3, n0, _ATCR,
    0,
    [_CS, _TS, _E, _TN, _TA, _R],
    [0, 0, () => ErrorDetails$, 0, 0, 0], 1
];
var AnnotationTableConfigurationUpdates$ = [3, n0, _ATCU,
    0,
    [_CS, _EC, _R],
    [0, () => MetadataTableEncryptionConfiguration$, 0], 1
];
var BlockedEncryptionTypes$ = [3, n0, _BET,
    0,
    [_ETn],
    [[() => EncryptionTypeList, { [_xF]: 1 }]]
];
var Bucket$ = [3, n0, _B,
    0,
    [_N, _CD, _BR, _BA],
    [0, 4, 0, 0]
];
var BucketInfo$ = [3, n0, _BI,
    0,
    [_DR, _Ty],
    [0, 0]
];
var BucketLifecycleConfiguration$ = [3, n0, _BLC,
    0,
    [_Ru],
    [[() => LifecycleRules, { [_xF]: 1, [_xN]: _Rul }]], 1
];
var BucketLoggingStatus$ = [3, n0, _BLS,
    0,
    [_LE],
    [[() => LoggingEnabled$, 0]]
];
var Checksum$ = [3, n0, _C,
    0,
    [_CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
];
var CommonPrefix$ = [3, n0, _CP,
    0,
    [_P],
    [0]
];
var CompletedMultipartUpload$ = [3, n0, _CMU,
    0,
    [_Pa],
    [[() => CompletedPartList, { [_xF]: 1, [_xN]: _Par }]]
];
var CompletedPart$ = [3, n0, _CPo,
    0,
    [_ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _PN],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
];
var CompleteMultipartUploadOutput$ = [3, n0, _CMUO,
    { [_xN]: _CMUR },
    [_L, _B, _K, _Ex, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _VI, _SSEKMSKI, _BKE, _RC],
    [0, 0, 0, [0, { [_hH]: _xae }], 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, [0, { [_hH]: _xasse }], [0, { [_hH]: _xavi }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }]]
];
var CompleteMultipartUploadRequest$ = [3, n0, _CMURo,
    0,
    [_B, _K, _UI, _MU, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _MOS, _RP, _EBO, _IM, _INM, _SSECA, _SSECK, _SSECKMD],
    [[0, 1], [0, 1], [0, { [_hQ]: _uI }], [() => CompletedMultipartUpload$, { [_hP]: 1, [_xN]: _CMUo }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [1, { [_hH]: _xamos }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _IM_ }], [0, { [_hH]: _INM_ }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }]], 3
];
var Condition$ = [3, n0, _Co,
    0,
    [_HECRE, _KPE],
    [0, 0]
];
var ContinuationEvent$ = [3, n0, _CE,
    0,
    [],
    []
];
var CopyObjectOutput$ = [3, n0, _COO,
    0,
    [_COR, _Ex, _CSVI, _VI, _SSE, _SSECA, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RC],
    [[() => CopyObjectResult$, 16], [0, { [_hH]: _xae }], [0, { [_hH]: _xacsvi }], [0, { [_hH]: _xavi }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }]]
];
var CopyObjectRequest$ = [3, n0, _CORo,
    0,
    [_B, _CSo, _K, _ACL_, _CC, _CA, _CDo, _CEo, _CL, _CTo, _CSIM, _CSIMS, _CSINM, _CSIUS, _Exp, _GFC, _GR, _GRACP, _GWACP, _IM, _INM, _M, _MD, _TD, _ADn, _SSE, _SC, _WRL, _SSECA, _SSECK, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _CSSSECA, _CSSSECK, _CSSSECKMD, _RP, _Tag, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY, _EBO, _ESBO],
    [[0, 1], [0, { [_hH]: _xacs___ }], [0, 1], [0, { [_hH]: _xaa }], [0, { [_hH]: _CC_ }], [0, { [_hH]: _xaca }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [0, { [_hH]: _CT_ }], [0, { [_hH]: _xacsim }], [4, { [_hH]: _xacsims }], [0, { [_hH]: _xacsinm }], [4, { [_hH]: _xacsius }], [4, { [_hH]: _Exp }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagwa }], [0, { [_hH]: _IM_ }], [0, { [_hH]: _INM_ }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xamd }], [0, { [_hH]: _xatd }], [0, { [_hH]: _xaoad }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xacssseca }], [() => CopySourceSSECustomerKey, { [_hH]: _xacssseck }], [0, { [_hH]: _xacssseckM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xat }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasebo }]], 3
];
var CopyObjectResult$ = [3, n0, _COR,
    0,
    [_ET, _LM, _CT, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe],
    [0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
];
var CopyPartResult$ = [3, n0, _CPR,
    0,
    [_ET, _LM, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe],
    [0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
];
var CORSConfiguration$ = [3, n0, _CORSC,
    0,
    [_CORSR],
    [[() => CORSRules, { [_xF]: 1, [_xN]: _CORSRu }]], 1
];
var CORSRule$ = [3, n0, _CORSRu,
    0,
    [_AM, _AO, _ID, _AH, _EH, _MAS],
    [[64 | 0, { [_xF]: 1, [_xN]: _AMl }], [64 | 0, { [_xF]: 1, [_xN]: _AOl }], 0, [64 | 0, { [_xF]: 1, [_xN]: _AHl }], [64 | 0, { [_xF]: 1, [_xN]: _EHx }], 1], 2
];
var CreateBucketConfiguration$ = [3, n0, _CBC,
    0,
    [_LC, _L, _B, _T],
    [0, () => LocationInfo$, () => BucketInfo$, [() => TagSet, 0]]
];
var CreateBucketMetadataConfigurationRequest$ = [3, n0, _CBMCR,
    0,
    [_B, _MC, _CMDo, _CA, _EBO],
    [[0, 1], [() => MetadataConfiguration$, { [_hP]: 1, [_xN]: _MC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var CreateBucketMetadataTableConfigurationRequest$ = [3, n0, _CBMTCR,
    0,
    [_B, _MTC, _CMDo, _CA, _EBO],
    [[0, 1], [() => MetadataTableConfiguration$, { [_hP]: 1, [_xN]: _MTC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var CreateBucketOutput$ = [3, n0, _CBO,
    0,
    [_L, _BA],
    [[0, { [_hH]: _L }], [0, { [_hH]: _xaba }]]
];
var CreateBucketRequest$ = [3, n0, _CBR,
    0,
    [_B, _ACL_, _CBC, _GFC, _GR, _GRACP, _GW, _GWACP, _OLEFB, _OO, _BN],
    [[0, 1], [0, { [_hH]: _xaa }], [() => CreateBucketConfiguration$, { [_hP]: 1, [_xN]: _CBC }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagw }], [0, { [_hH]: _xagwa }], [2, { [_hH]: _xabole }], [0, { [_hH]: _xaoo }], [0, { [_hH]: _xabn }]], 1
];
var CreateMultipartUploadOutput$ = [3, n0, _CMUOr,
    { [_xN]: _IMUR },
    [_ADb, _ARI, _B, _K, _UI, _SSE, _SSECA, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RC, _CA, _CT],
    [[4, { [_hH]: _xaad }], [0, { [_hH]: _xaari }], [0, { [_xN]: _B }], 0, 0, [0, { [_hH]: _xasse }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }], [0, { [_hH]: _xaca }], [0, { [_hH]: _xact }]]
];
var CreateMultipartUploadRequest$ = [3, n0, _CMURr,
    0,
    [_B, _K, _ACL_, _CC, _CDo, _CEo, _CL, _CTo, _Exp, _GFC, _GR, _GRACP, _GWACP, _M, _SSE, _SC, _WRL, _SSECA, _SSECK, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RP, _Tag, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY, _EBO, _CA, _CT],
    [[0, 1], [0, 1], [0, { [_hH]: _xaa }], [0, { [_hH]: _CC_ }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [0, { [_hH]: _CT_ }], [4, { [_hH]: _Exp }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagwa }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xat }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xaca }], [0, { [_hH]: _xact }]], 2
];
var CreateSessionOutput$ = [3, n0, _CSO,
    { [_xN]: _CSR },
    [_Cr, _SSE, _SSEKMSKI, _SSEKMSEC, _BKE],
    [[() => SessionCredentials$, { [_xN]: _Cr }], [0, { [_hH]: _xasse }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }]], 1
];
var CreateSessionRequest$ = [3, n0, _CSRr,
    0,
    [_B, _SM, _SSE, _SSEKMSKI, _SSEKMSEC, _BKE],
    [[0, 1], [0, { [_hH]: _xacsm }], [0, { [_hH]: _xasse }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }]], 1
];
var CSVInput$ = [3, n0, _CSVIn,
    0,
    [_FHI, _Com, _QEC, _RD, _FD, _QC, _AQRD],
    [0, 0, 0, 0, 0, 0, 2]
];
var CSVOutput$ = [3, n0, _CSVO,
    0,
    [_QF, _QEC, _RD, _FD, _QC],
    [0, 0, 0, 0, 0]
];
var DefaultRetention$ = [3, n0, _DRe,
    0,
    [_Mo, _D, _Y, _DEH],
    [0, 1, 1, () => EventHoldDuration$]
];
var Delete$ = [3, n0, _De,
    0,
    [_Ob, _Q],
    [[() => ObjectIdentifierList, { [_xF]: 1, [_xN]: _Obj }], 2], 1
];
var DeleteBucketAnalyticsConfigurationRequest$ = [3, n0, _DBACR,
    0,
    [_B, _I, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]], 2
];
var DeleteBucketCorsRequest$ = [3, n0, _DBCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketEncryptionRequest$ = [3, n0, _DBER,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketIntelligentTieringConfigurationRequest$ = [3, n0, _DBITCR,
    0,
    [_B, _I, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]], 2
];
var DeleteBucketInventoryConfigurationRequest$ = [3, n0, _DBICR,
    0,
    [_B, _I, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]], 2
];
var DeleteBucketLifecycleRequest$ = [3, n0, _DBLR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketMetadataConfigurationRequest$ = [3, n0, _DBMCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketMetadataTableConfigurationRequest$ = [3, n0, _DBMTCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketMetricsConfigurationRequest$ = [3, n0, _DBMCRe,
    0,
    [_B, _I, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]], 2
];
var DeleteBucketOwnershipControlsRequest$ = [3, n0, _DBOCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketPolicyRequest$ = [3, n0, _DBPR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketReplicationRequest$ = [3, n0, _DBRR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketRequest$ = [3, n0, _DBR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketTaggingRequest$ = [3, n0, _DBTR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeleteBucketWebsiteRequest$ = [3, n0, _DBWR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var DeletedObject$ = [3, n0, _DO,
    0,
    [_K, _VI, _DM, _DMVI],
    [0, 0, 2, 0]
];
var DeleteMarkerEntry$ = [3, n0, _DME,
    0,
    [_O, _K, _VI, _IL, _LM],
    [() => Owner$, 0, 0, 2, 4]
];
var DeleteMarkerReplication$ = [3, n0, _DMR,
    0,
    [_S],
    [0]
];
var DeleteObjectAnnotationOutput$ = [3, n0, _DOAO,
    0,
    [_OVI, _RC],
    [[0, { [_hH]: _xaovi }], [0, { [_hH]: _xarc }]]
];
var DeleteObjectAnnotationRequest$ = [3, n0, _DOAR,
    0,
    [_B, _K, _AN, _VI, _RP, _EBO, _OIM],
    [[0, 1], [0, 1], [0, { [_hQ]: _aN }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xaoim }]], 3
];
var DeleteObjectOutput$ = [3, n0, _DOO,
    0,
    [_DM, _VI, _RC],
    [[2, { [_hH]: _xadm }], [0, { [_hH]: _xavi }], [0, { [_hH]: _xarc }]]
];
var DeleteObjectRequest$ = [3, n0, _DOR,
    0,
    [_B, _K, _MFA, _VI, _RP, _BGR, _EBO, _IM, _IMLMT, _IMS],
    [[0, 1], [0, 1], [0, { [_hH]: _xam_ }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [2, { [_hH]: _xabgr }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _IM_ }], [6, { [_hH]: _xaimlmt }], [1, { [_hH]: _xaims }]], 2
];
var DeleteObjectsOutput$ = [3, n0, _DOOe,
    { [_xN]: _DRel },
    [_Del, _RC, _Er],
    [[() => DeletedObjects, { [_xF]: 1 }], [0, { [_hH]: _xarc }], [() => Errors, { [_xF]: 1, [_xN]: _E }]]
];
var DeleteObjectsRequest$ = [3, n0, _DORe,
    0,
    [_B, _De, _MFA, _RP, _BGR, _EBO, _CA],
    [[0, 1], [() => Delete$, { [_hP]: 1, [_xN]: _De }], [0, { [_hH]: _xam_ }], [0, { [_hH]: _xarp }], [2, { [_hH]: _xabgr }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasca }]], 2
];
var DeleteObjectTaggingOutput$ = [3, n0, _DOTO,
    0,
    [_VI],
    [[0, { [_hH]: _xavi }]]
];
var DeleteObjectTaggingRequest$ = [3, n0, _DOTR,
    0,
    [_B, _K, _VI, _EBO],
    [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xaebo }]], 2
];
var DeletePublicAccessBlockRequest$ = [3, n0, _DPABR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var Destination$ = [3, n0, _Des,
    0,
    [_B, _A, _SC, _ACT, _EC, _RT, _Me],
    [0, 0, 0, () => AccessControlTranslation$, () => EncryptionConfiguration$, () => ReplicationTime$, () => Metrics$], 1
];
var DestinationResult$ = [3, n0, _DRes,
    0,
    [_TBT, _TBA, _TNa],
    [0, 0, 0]
];
var Encryption$ = [3, n0, _En,
    0,
    [_ETn, _KMSKI, _KMSC],
    [0, [() => SSEKMSKeyId, 0], 0], 1
];
var EncryptionConfiguration$ = [3, n0, _EC,
    0,
    [_RKKID],
    [0]
];
var EndEvent$ = [3, n0, _EE,
    0,
    [],
    []
];
var _Error$ = [3, n0, _E,
    0,
    [_K, _VI, _Cod, _Mes],
    [0, 0, 0, 0]
];
var ErrorDetails$ = [3, n0, _ED,
    0,
    [_ECr, _EM],
    [0, 0]
];
var ErrorDocument$ = [3, n0, _EDr,
    0,
    [_K],
    [0], 1
];
var EventBridgeConfiguration$ = [3, n0, _EBC,
    0,
    [],
    []
];
var EventHoldDuration$ = [3, n0, _EHD,
    0,
    [_D, _Y],
    [1, 1]
];
var ExistingObjectReplication$ = [3, n0, _EOR,
    0,
    [_S],
    [0], 1
];
var FilterRule$ = [3, n0, _FR,
    0,
    [_N, _V],
    [0, 0]
];
var GetBucketAbacOutput$ = [3, n0, _GBAO,
    0,
    [_AS],
    [[() => AbacStatus$, 16]]
];
var GetBucketAbacRequest$ = [3, n0, _GBAR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketAccelerateConfigurationOutput$ = [3, n0, _GBACO,
    { [_xN]: _AC },
    [_S, _RC],
    [0, [0, { [_hH]: _xarc }]]
];
var GetBucketAccelerateConfigurationRequest$ = [3, n0, _GBACR,
    0,
    [_B, _EBO, _RP],
    [[0, 1], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }]], 1
];
var GetBucketAclOutput$ = [3, n0, _GBAOe,
    { [_xN]: _ACP },
    [_O, _G],
    [() => Owner$, [() => Grants, { [_xN]: _ACL }]]
];
var GetBucketAclRequest$ = [3, n0, _GBARe,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketAnalyticsConfigurationOutput$ = [3, n0, _GBACOe,
    0,
    [_ACn],
    [[() => AnalyticsConfiguration$, 16]]
];
var GetBucketAnalyticsConfigurationRequest$ = [3, n0, _GBACRe,
    0,
    [_B, _I, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]], 2
];
var GetBucketCorsOutput$ = [3, n0, _GBCO,
    { [_xN]: _CORSC },
    [_CORSR],
    [[() => CORSRules, { [_xF]: 1, [_xN]: _CORSRu }]]
];
var GetBucketCorsRequest$ = [3, n0, _GBCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketEncryptionOutput$ = [3, n0, _GBEO,
    0,
    [_SSEC],
    [[() => ServerSideEncryptionConfiguration$, 16]]
];
var GetBucketEncryptionRequest$ = [3, n0, _GBER,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketIntelligentTieringConfigurationOutput$ = [3, n0, _GBITCO,
    0,
    [_ITC],
    [[() => IntelligentTieringConfiguration$, 16]]
];
var GetBucketIntelligentTieringConfigurationRequest$ = [3, n0, _GBITCR,
    0,
    [_B, _I, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]], 2
];
var GetBucketInventoryConfigurationOutput$ = [3, n0, _GBICO,
    0,
    [_IC],
    [[() => InventoryConfiguration$, 16]]
];
var GetBucketInventoryConfigurationRequest$ = [3, n0, _GBICR,
    0,
    [_B, _I, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]], 2
];
var GetBucketLifecycleConfigurationOutput$ = [3, n0, _GBLCO,
    { [_xN]: _LCi },
    [_Ru, _TDMOS],
    [[() => LifecycleRules, { [_xF]: 1, [_xN]: _Rul }], [0, { [_hH]: _xatdmos }]]
];
var GetBucketLifecycleConfigurationRequest$ = [3, n0, _GBLCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketLocationOutput$ = [3, n0, _GBLO,
    { [_xN]: _LC },
    [_LC],
    [0]
];
var GetBucketLocationRequest$ = [3, n0, _GBLR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketLoggingOutput$ = [3, n0, _GBLOe,
    { [_xN]: _BLS },
    [_LE],
    [[() => LoggingEnabled$, 0]]
];
var GetBucketLoggingRequest$ = [3, n0, _GBLRe,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketMetadataConfigurationOutput$ = [3, n0, _GBMCO,
    0,
    [_GBMCR],
    [[() => GetBucketMetadataConfigurationResult$, 16]]
];
var GetBucketMetadataConfigurationRequest$ = [3, n0, _GBMCRe,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketMetadataConfigurationResult$ = [3, n0, _GBMCR,
    0,
    [_MCR],
    [() => MetadataConfigurationResult$], 1
];
var GetBucketMetadataTableConfigurationOutput$ = [3, n0, _GBMTCO,
    0,
    [_GBMTCR],
    [[() => GetBucketMetadataTableConfigurationResult$, 16]]
];
var GetBucketMetadataTableConfigurationRequest$ = [3, n0, _GBMTCRe,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketMetadataTableConfigurationResult$ = [3, n0, _GBMTCR,
    0,
    [_MTCR, _S, _E],
    [() => MetadataTableConfigurationResult$, 0, () => ErrorDetails$], 2
];
var GetBucketMetricsConfigurationOutput$ = [3, n0, _GBMCOe,
    0,
    [_MCe],
    [[() => MetricsConfiguration$, 16]]
];
var GetBucketMetricsConfigurationRequest$ = [3, n0, _GBMCRet,
    0,
    [_B, _I, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [0, { [_hH]: _xaebo }]], 2
];
var GetBucketNotificationConfigurationRequest$ = [3, n0, _GBNCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketOwnershipControlsOutput$ = [3, n0, _GBOCO,
    0,
    [_OC],
    [[() => OwnershipControls$, 16]]
];
var GetBucketOwnershipControlsRequest$ = [3, n0, _GBOCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketPolicyOutput$ = [3, n0, _GBPO,
    0,
    [_Po],
    [[0, 16]]
];
var GetBucketPolicyRequest$ = [3, n0, _GBPR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketPolicyStatusOutput$ = [3, n0, _GBPSO,
    0,
    [_PS],
    [[() => PolicyStatus$, 16]]
];
var GetBucketPolicyStatusRequest$ = [3, n0, _GBPSR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketReplicationOutput$ = [3, n0, _GBRO,
    0,
    [_RCe],
    [[() => ReplicationConfiguration$, 16]]
];
var GetBucketReplicationRequest$ = [3, n0, _GBRR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketRequestPaymentOutput$ = [3, n0, _GBRPO,
    { [_xN]: _RPC },
    [_Pay],
    [0]
];
var GetBucketRequestPaymentRequest$ = [3, n0, _GBRPR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketTaggingOutput$ = [3, n0, _GBTO,
    { [_xN]: _Tag },
    [_TSa],
    [[() => TagSet, 0]], 1
];
var GetBucketTaggingRequest$ = [3, n0, _GBTR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketVersioningOutput$ = [3, n0, _GBVO,
    { [_xN]: _VC },
    [_S, _MFAD],
    [0, [0, { [_xN]: _MDf }]]
];
var GetBucketVersioningRequest$ = [3, n0, _GBVR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetBucketWebsiteOutput$ = [3, n0, _GBWO,
    { [_xN]: _WC },
    [_RART, _IDn, _EDr, _RR],
    [() => RedirectAllRequestsTo$, () => IndexDocument$, () => ErrorDocument$, [() => RoutingRules, 0]]
];
var GetBucketWebsiteRequest$ = [3, n0, _GBWR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetObjectAclOutput$ = [3, n0, _GOAO,
    { [_xN]: _ACP },
    [_O, _G, _RC],
    [() => Owner$, [() => Grants, { [_xN]: _ACL }], [0, { [_hH]: _xarc }]]
];
var GetObjectAclRequest$ = [3, n0, _GOAR,
    0,
    [_B, _K, _VI, _RP, _EBO],
    [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]], 2
];
var GetObjectAnnotationOutput$ = [3, n0, _GOAOe,
    0,
    [_AP, _OVI, _LM, _CLo, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _RC, _RS],
    [[() => StreamingBlob, 16], [0, { [_hH]: _xaovi }], [4, { [_hH]: _LM_ }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xarc }], [0, { [_hH]: _xars }]]
];
var GetObjectAnnotationRequest$ = [3, n0, _GOARe,
    0,
    [_B, _K, _AN, _VI, _RP, _EBO, _CMh],
    [[0, 1], [0, 1], [0, { [_hQ]: _aN }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xacm_ }]], 3
];
var GetObjectAttributesOutput$ = [3, n0, _GOAOet,
    { [_xN]: _GOARet },
    [_DM, _LM, _VI, _RC, _ET, _C, _OP, _SC, _OS],
    [[2, { [_hH]: _xadm }], [4, { [_hH]: _LM_ }], [0, { [_hH]: _xavi }], [0, { [_hH]: _xarc }], 0, () => Checksum$, [() => GetObjectAttributesParts$, 0], 0, 1]
];
var GetObjectAttributesParts$ = [3, n0, _GOAP,
    0,
    [_TPC, _PNM, _NPNM, _MP, _IT, _Pa],
    [[1, { [_xN]: _PC }], 0, 0, 1, 2, [() => PartsList, { [_xF]: 1, [_xN]: _Par }]]
];
var GetObjectAttributesRequest$ = [3, n0, _GOARetb,
    0,
    [_B, _K, _OA, _VI, _MP, _PNM, _SSECA, _SSECK, _SSECKMD, _RP, _EBO],
    [[0, 1], [0, 1], [64 | 0, { [_hH]: _xaoa }], [0, { [_hQ]: _vI }], [1, { [_hH]: _xamp }], [0, { [_hH]: _xapnm }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]], 3
];
var GetObjectLegalHoldOutput$ = [3, n0, _GOLHO,
    0,
    [_LH],
    [[() => ObjectLockLegalHold$, { [_hP]: 1, [_xN]: _LH }]]
];
var GetObjectLegalHoldRequest$ = [3, n0, _GOLHR,
    0,
    [_B, _K, _VI, _RP, _EBO],
    [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]], 2
];
var GetObjectLockConfigurationOutput$ = [3, n0, _GOLCO,
    0,
    [_OLC],
    [[() => ObjectLockConfiguration$, 16]]
];
var GetObjectLockConfigurationRequest$ = [3, n0, _GOLCR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GetObjectOutput$ = [3, n0, _GOO,
    0,
    [_Bo, _DM, _AR, _Ex, _Re, _LM, _CLo, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _MM, _VI, _CC, _CDo, _CEo, _CL, _CR, _CTo, _Exp, _ES, _WRL, _SSE, _M, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _SC, _RC, _RS, _PC, _TC, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY],
    [[() => StreamingBlob, 16], [2, { [_hH]: _xadm }], [0, { [_hH]: _ar }], [0, { [_hH]: _xae }], [0, { [_hH]: _xar }], [4, { [_hH]: _LM_ }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [1, { [_hH]: _xamm }], [0, { [_hH]: _xavi }], [0, { [_hH]: _CC_ }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [0, { [_hH]: _CR_ }], [0, { [_hH]: _CT_ }], [4, { [_hH]: _Exp }], [0, { [_hH]: _ES }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasse }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xarc }], [0, { [_hH]: _xars }], [1, { [_hH]: _xampc }], [1, { [_hH]: _xatc }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }]]
];
var GetObjectRequest$ = [3, n0, _GOR,
    0,
    [_B, _K, _IM, _IMSf, _INM, _IUS, _Ra, _RCC, _RCD, _RCE, _RCL, _RCT, _RE, _VI, _SSECA, _SSECK, _SSECKMD, _RP, _PN, _EBO, _CMh],
    [[0, 1], [0, 1], [0, { [_hH]: _IM_ }], [4, { [_hH]: _IMS_ }], [0, { [_hH]: _INM_ }], [4, { [_hH]: _IUS_ }], [0, { [_hH]: _Ra }], [0, { [_hQ]: _rcc }], [0, { [_hQ]: _rcd }], [0, { [_hQ]: _rce }], [0, { [_hQ]: _rcl }], [0, { [_hQ]: _rct }], [6, { [_hQ]: _re }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xarp }], [1, { [_hQ]: _pN }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xacm_ }]], 2
];
var GetObjectRetentionOutput$ = [3, n0, _GORO,
    0,
    [_Ret],
    [[() => ObjectLockRetention$, { [_hP]: 1, [_xN]: _Ret }]]
];
var GetObjectRetentionRequest$ = [3, n0, _GORR,
    0,
    [_B, _K, _VI, _RP, _EBO],
    [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]], 2
];
var GetObjectTaggingOutput$ = [3, n0, _GOTO,
    { [_xN]: _Tag },
    [_TSa, _VI],
    [[() => TagSet, 0], [0, { [_hH]: _xavi }]], 1
];
var GetObjectTaggingRequest$ = [3, n0, _GOTR,
    0,
    [_B, _K, _VI, _EBO, _RP],
    [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }]], 2
];
var GetObjectTorrentOutput$ = [3, n0, _GOTOe,
    0,
    [_Bo, _RC],
    [[() => StreamingBlob, 16], [0, { [_hH]: _xarc }]]
];
var GetObjectTorrentRequest$ = [3, n0, _GOTRe,
    0,
    [_B, _K, _RP, _EBO],
    [[0, 1], [0, 1], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]], 2
];
var GetPublicAccessBlockOutput$ = [3, n0, _GPABO,
    0,
    [_PABC],
    [[() => PublicAccessBlockConfiguration$, 16]]
];
var GetPublicAccessBlockRequest$ = [3, n0, _GPABR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var GlacierJobParameters$ = [3, n0, _GJP,
    0,
    [_Ti],
    [0], 1
];
var Grant$ = [3, n0, _Gr,
    0,
    [_Gra, _Pe],
    [[() => Grantee$, { [_xNm]: [_x, _hi] }], 0]
];
var Grantee$ = [3, n0, _Gra,
    0,
    [_Ty, _DN, _EA, _ID, _URI],
    [[0, { [_xA]: 1, [_xN]: _xs }], 0, 0, 0, 0], 1
];
var HeadBucketOutput$ = [3, n0, _HBO,
    0,
    [_BA, _BLT, _BLN, _BR, _APA],
    [[0, { [_hH]: _xaba }], [0, { [_hH]: _xablt }], [0, { [_hH]: _xabln }], [0, { [_hH]: _xabr }], [2, { [_hH]: _xaapa }]]
];
var HeadBucketRequest$ = [3, n0, _HBR,
    0,
    [_B, _EBO],
    [[0, 1], [0, { [_hH]: _xaebo }]], 1
];
var HeadObjectOutput$ = [3, n0, _HOO,
    0,
    [_DM, _AR, _Ex, _Re, _ASr, _LM, _CLo, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _ET, _MM, _VI, _CC, _CDo, _CEo, _CL, _CTo, _CR, _Exp, _ES, _WRL, _SSE, _M, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _SC, _RC, _RS, _PC, _TC, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY],
    [[2, { [_hH]: _xadm }], [0, { [_hH]: _ar }], [0, { [_hH]: _xae }], [0, { [_hH]: _xar }], [0, { [_hH]: _xaas }], [4, { [_hH]: _LM_ }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [0, { [_hH]: _ET }], [1, { [_hH]: _xamm }], [0, { [_hH]: _xavi }], [0, { [_hH]: _CC_ }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [0, { [_hH]: _CT_ }], [0, { [_hH]: _CR_ }], [4, { [_hH]: _Exp }], [0, { [_hH]: _ES }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasse }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xarc }], [0, { [_hH]: _xars }], [1, { [_hH]: _xampc }], [1, { [_hH]: _xatc }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }]]
];
var HeadObjectRequest$ = [3, n0, _HOR,
    0,
    [_B, _K, _IM, _IMSf, _INM, _IUS, _Ra, _RCC, _RCD, _RCE, _RCL, _RCT, _RE, _VI, _SSECA, _SSECK, _SSECKMD, _RP, _PN, _EBO, _CMh],
    [[0, 1], [0, 1], [0, { [_hH]: _IM_ }], [4, { [_hH]: _IMS_ }], [0, { [_hH]: _INM_ }], [4, { [_hH]: _IUS_ }], [0, { [_hH]: _Ra }], [0, { [_hQ]: _rcc }], [0, { [_hQ]: _rcd }], [0, { [_hQ]: _rce }], [0, { [_hQ]: _rcl }], [0, { [_hQ]: _rct }], [6, { [_hQ]: _re }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xarp }], [1, { [_hQ]: _pN }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xacm_ }]], 2
];
var IndexDocument$ = [3, n0, _IDn,
    0,
    [_Su],
    [0], 1
];
var Initiator$ = [3, n0, _In,
    0,
    [_ID, _DN],
    [0, 0]
];
var InputSerialization$ = [3, n0, _IS,
    0,
    [_CSV, _CTom, _JSON, _Parq],
    [() => CSVInput$, 0, () => JSONInput$, () => ParquetInput$]
];
var IntelligentTieringAndOperator$ = [3, n0, _ITAO,
    0,
    [_P, _T],
    [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }]]
];
var IntelligentTieringConfiguration$ = [3, n0, _ITC,
    0,
    [_I, _S, _Tie, _F],
    [0, 0, [() => TieringList, { [_xF]: 1, [_xN]: _Tier }], [() => IntelligentTieringFilter$, 0]], 3
];
var IntelligentTieringFilter$ = [3, n0, _ITF,
    0,
    [_P, _Ta, _An],
    [0, () => Tag$, [() => IntelligentTieringAndOperator$, 0]]
];
var InventoryConfiguration$ = [3, n0, _IC,
    0,
    [_Des, _IE, _I, _IOV, _Sc, _F, _OF],
    [[() => InventoryDestination$, 0], 2, 0, 0, () => InventorySchedule$, () => InventoryFilter$, [() => InventoryOptionalFields, 0]], 5
];
var InventoryDestination$ = [3, n0, _IDnv,
    0,
    [_SBD],
    [[() => InventoryS3BucketDestination$, 0]], 1
];
var InventoryEncryption$ = [3, n0, _IEn,
    0,
    [_SSES, _SSEKMS],
    [[() => SSES3$, { [_xN]: _SS }], [() => SSEKMS$, { [_xN]: _SK }]]
];
var InventoryFilter$ = [3, n0, _IF,
    0,
    [_P],
    [0], 1
];
var InventoryS3BucketDestination$ = [3, n0, _ISBD,
    0,
    [_B, _Fo, _AI, _P, _En],
    [0, 0, 0, 0, [() => InventoryEncryption$, 0]], 2
];
var InventorySchedule$ = [3, n0, _ISn,
    0,
    [_Fr],
    [0], 1
];
var InventoryTableConfiguration$ = [3, n0, _ITCn,
    0,
    [_CS, _EC],
    [0, () => MetadataTableEncryptionConfiguration$], 1
];
var InventoryTableConfigurationResult$ = [3, n0, _ITCR,
    0,
    [_CS, _TS, _E, _TN, _TA],
    [0, 0, () => ErrorDetails$, 0, 0], 1
];
var InventoryTableConfigurationUpdates$ = [3, n0, _ITCU,
    0,
    [_CS, _EC],
    [0, () => MetadataTableEncryptionConfiguration$], 1
];
var JournalTableConfiguration$ = [3, n0, _JTC,
    0,
    [_REe, _EC],
    [() => RecordExpiration$, () => MetadataTableEncryptionConfiguration$], 1
];
var JournalTableConfigurationResult$ = [3, n0, _JTCR,
    0,
    [_TS, _TN, _REe, _E, _TA],
    [0, 0, () => RecordExpiration$, () => ErrorDetails$, 0], 3
];
var JournalTableConfigurationUpdates$ = [3, n0, _JTCU,
    0,
    [_REe],
    [() => RecordExpiration$], 1
];
var JSONInput$ = [3, n0, _JSONI,
    0,
    [_Ty],
    [0]
];
var JSONOutput$ = [3, n0, _JSONO,
    0,
    [_RD],
    [0]
];
var LambdaFunctionConfiguration$ = [3, n0, _LFC,
    0,
    [_LFA, _Ev, _I, _F],
    [[0, { [_xN]: _CF }], [64 | 0, { [_xF]: 1, [_xN]: _Eve }], 0, [() => NotificationConfigurationFilter$, 0]], 2
];
var LifecycleExpiration$ = [3, n0, _LEi,
    0,
    [_Da, _D, _EODM],
    [5, 1, 2]
];
var LifecycleRule$ = [3, n0, _LR,
    0,
    [_S, _Ex, _ID, _P, _F, _Tr, _NVT, _NVE, _AIMU],
    [0, () => LifecycleExpiration$, 0, 0, [() => LifecycleRuleFilter$, 0], [() => TransitionList, { [_xF]: 1, [_xN]: _Tra }], [() => NoncurrentVersionTransitionList, { [_xF]: 1, [_xN]: _NVTo }], () => NoncurrentVersionExpiration$, () => AbortIncompleteMultipartUpload$], 1
];
var LifecycleRuleAndOperator$ = [3, n0, _LRAO,
    0,
    [_P, _T, _OSGT, _OSLT],
    [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }], 1, 1]
];
var LifecycleRuleFilter$ = [3, n0, _LRF,
    0,
    [_P, _Ta, _OSGT, _OSLT, _An],
    [0, () => Tag$, 1, 1, [() => LifecycleRuleAndOperator$, 0]]
];
var ListBucketAnalyticsConfigurationsOutput$ = [3, n0, _LBACO,
    { [_xN]: _LBACR },
    [_IT, _CTon, _NCT, _ACLn],
    [2, 0, 0, [() => AnalyticsConfigurationList, { [_xF]: 1, [_xN]: _ACn }]]
];
var ListBucketAnalyticsConfigurationsRequest$ = [3, n0, _LBACRi,
    0,
    [_B, _CTon, _EBO],
    [[0, 1], [0, { [_hQ]: _ct }], [0, { [_hH]: _xaebo }]], 1
];
var ListBucketIntelligentTieringConfigurationsOutput$ = [3, n0, _LBITCO,
    0,
    [_IT, _CTon, _NCT, _ITCL],
    [2, 0, 0, [() => IntelligentTieringConfigurationList, { [_xF]: 1, [_xN]: _ITC }]]
];
var ListBucketIntelligentTieringConfigurationsRequest$ = [3, n0, _LBITCR,
    0,
    [_B, _CTon, _EBO],
    [[0, 1], [0, { [_hQ]: _ct }], [0, { [_hH]: _xaebo }]], 1
];
var ListBucketInventoryConfigurationsOutput$ = [3, n0, _LBICO,
    { [_xN]: _LICR },
    [_CTon, _ICL, _IT, _NCT],
    [0, [() => InventoryConfigurationList, { [_xF]: 1, [_xN]: _IC }], 2, 0]
];
var ListBucketInventoryConfigurationsRequest$ = [3, n0, _LBICR,
    0,
    [_B, _CTon, _EBO],
    [[0, 1], [0, { [_hQ]: _ct }], [0, { [_hH]: _xaebo }]], 1
];
var ListBucketMetricsConfigurationsOutput$ = [3, n0, _LBMCO,
    { [_xN]: _LMCR },
    [_IT, _CTon, _NCT, _MCL],
    [2, 0, 0, [() => MetricsConfigurationList, { [_xF]: 1, [_xN]: _MCe }]]
];
var ListBucketMetricsConfigurationsRequest$ = [3, n0, _LBMCR,
    0,
    [_B, _CTon, _EBO],
    [[0, 1], [0, { [_hQ]: _ct }], [0, { [_hH]: _xaebo }]], 1
];
var ListBucketsOutput$ = [3, n0, _LBO,
    { [_xN]: _LAMBR },
    [_Bu, _O, _CTon, _P],
    [[() => Buckets, 0], () => Owner$, 0, 0]
];
var ListBucketsRequest$ = [3, n0, _LBR,
    0,
    [_MB, _CTon, _P, _BR],
    [[1, { [_hQ]: _mb }], [0, { [_hQ]: _ct }], [0, { [_hQ]: _p }], [0, { [_hQ]: _br }]]
];
var ListDirectoryBucketsOutput$ = [3, n0, _LDBO,
    { [_xN]: _LAMDBR },
    [_Bu, _CTon],
    [[() => Buckets, 0], 0]
];
var ListDirectoryBucketsRequest$ = [3, n0, _LDBR,
    0,
    [_CTon, _MDB],
    [[0, { [_hQ]: _ct }], [1, { [_hQ]: _mdb }]]
];
var ListMultipartUploadsOutput$ = [3, n0, _LMUO,
    { [_xN]: _LMUR },
    [_B, _KM, _UIM, _NKM, _P, _Deli, _NUIM, _MUa, _IT, _U, _CPom, _ETnc, _RC],
    [0, 0, 0, 0, 0, 0, 0, 1, 2, [() => MultipartUploadList, { [_xF]: 1, [_xN]: _Up }], [() => CommonPrefixList, { [_xF]: 1 }], 0, [0, { [_hH]: _xarc }]]
];
var ListMultipartUploadsRequest$ = [3, n0, _LMURi,
    0,
    [_B, _Deli, _ETnc, _KM, _MUa, _P, _UIM, _EBO, _RP],
    [[0, 1], [0, { [_hQ]: _d }], [0, { [_hQ]: _et }], [0, { [_hQ]: _km }], [1, { [_hQ]: _mu }], [0, { [_hQ]: _p }], [0, { [_hQ]: _uim }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }]], 1
];
var ListObjectAnnotationsOutput$ = [3, n0, _LOAO,
    0,
    [_Ann, _B, _K, _OVI, _APn, _MAR, _ACnn, _CTon, _NCT, _RC],
    [[() => AnnotationList, 0], 0, 0, [0, { [_hH]: _xaovi }], 0, 1, 1, 0, 0, [0, { [_hH]: _xarc }]]
];
var ListObjectAnnotationsRequest$ = [3, n0, _LOAR,
    0,
    [_B, _K, _VI, _MAR, _APn, _CTon, _RP, _EBO],
    [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [1, { [_hQ]: _mar }], [0, { [_hQ]: _ap }], [0, { [_hQ]: _ct }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]], 2
];
var ListObjectsOutput$ = [3, n0, _LOO,
    { [_xN]: _LBRi },
    [_IT, _Ma, _NM, _Con, _N, _P, _Deli, _MK, _CPom, _ETnc, _RC],
    [2, 0, 0, [() => ObjectList, { [_xF]: 1 }], 0, 0, 0, 1, [() => CommonPrefixList, { [_xF]: 1 }], 0, [0, { [_hH]: _xarc }]]
];
var ListObjectsRequest$ = [3, n0, _LOR,
    0,
    [_B, _Deli, _ETnc, _Ma, _MK, _P, _RP, _EBO, _OOA],
    [[0, 1], [0, { [_hQ]: _d }], [0, { [_hQ]: _et }], [0, { [_hQ]: _m }], [1, { [_hQ]: _mk }], [0, { [_hQ]: _p }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [64 | 0, { [_hH]: _xaooa }]], 1
];
var ListObjectsV2Output$ = [3, n0, _LOVO,
    { [_xN]: _LBRi },
    [_IT, _Con, _N, _P, _Deli, _MK, _CPom, _ETnc, _KC, _CTon, _NCT, _SA, _RC],
    [2, [() => ObjectList, { [_xF]: 1 }], 0, 0, 0, 1, [() => CommonPrefixList, { [_xF]: 1 }], 0, 1, 0, 0, 0, [0, { [_hH]: _xarc }]]
];
var ListObjectsV2Request$ = [3, n0, _LOVR,
    0,
    [_B, _Deli, _ETnc, _MK, _P, _CTon, _FO, _SA, _RP, _EBO, _OOA],
    [[0, 1], [0, { [_hQ]: _d }], [0, { [_hQ]: _et }], [1, { [_hQ]: _mk }], [0, { [_hQ]: _p }], [0, { [_hQ]: _ct }], [2, { [_hQ]: _fo }], [0, { [_hQ]: _sa }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [64 | 0, { [_hH]: _xaooa }]], 1
];
var ListObjectVersionsOutput$ = [3, n0, _LOVOi,
    { [_xN]: _LVR },
    [_IT, _KM, _VIM, _NKM, _NVIM, _Ve, _DMe, _N, _P, _Deli, _MK, _CPom, _ETnc, _RC],
    [2, 0, 0, 0, 0, [() => ObjectVersionList, { [_xF]: 1, [_xN]: _Ver }], [() => DeleteMarkers, { [_xF]: 1, [_xN]: _DM }], 0, 0, 0, 1, [() => CommonPrefixList, { [_xF]: 1 }], 0, [0, { [_hH]: _xarc }]]
];
var ListObjectVersionsRequest$ = [3, n0, _LOVRi,
    0,
    [_B, _Deli, _ETnc, _KM, _MK, _P, _VIM, _EBO, _RP, _OOA],
    [[0, 1], [0, { [_hQ]: _d }], [0, { [_hQ]: _et }], [0, { [_hQ]: _km }], [1, { [_hQ]: _mk }], [0, { [_hQ]: _p }], [0, { [_hQ]: _vim }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }], [64 | 0, { [_hH]: _xaooa }]], 1
];
var ListPartsOutput$ = [3, n0, _LPO,
    { [_xN]: _LPR },
    [_ADb, _ARI, _B, _K, _UI, _PNM, _NPNM, _MP, _IT, _Pa, _In, _O, _SC, _RC, _CA, _CT],
    [[4, { [_hH]: _xaad }], [0, { [_hH]: _xaari }], 0, 0, 0, 0, 0, 1, 2, [() => Parts, { [_xF]: 1, [_xN]: _Par }], () => Initiator$, () => Owner$, 0, [0, { [_hH]: _xarc }], 0, 0]
];
var ListPartsRequest$ = [3, n0, _LPRi,
    0,
    [_B, _K, _UI, _MP, _PNM, _RP, _EBO, _SSECA, _SSECK, _SSECKMD],
    [[0, 1], [0, 1], [0, { [_hQ]: _uI }], [1, { [_hQ]: _mp }], [0, { [_hQ]: _pnm }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }]], 3
];
var LocationInfo$ = [3, n0, _LI,
    0,
    [_Ty, _N],
    [0, 0]
];
var LoggingEnabled$ = [3, n0, _LE,
    0,
    [_TB, _TP, _TG, _TOKF],
    [0, 0, [() => TargetGrants, 0], [() => TargetObjectKeyFormat$, 0]], 2
];
var MetadataConfiguration$ = [3, n0, _MC,
    0,
    [_JTC, _ITCn, _ATC],
    [() => JournalTableConfiguration$, () => InventoryTableConfiguration$, () => AnnotationTableConfiguration$], 1
];
var MetadataConfigurationResult$ = [3, n0, _MCR,
    0,
    [_DRes, _JTCR, _ITCR, _ATCR],
    [() => DestinationResult$, () => JournalTableConfigurationResult$, () => InventoryTableConfigurationResult$, () => AnnotationTableConfigurationResult$], 1
];
var MetadataEntry$ = [3, n0, _ME,
    0,
    [_N, _V],
    [0, 0]
];
var MetadataTableConfiguration$ = [3, n0, _MTC,
    0,
    [_STD],
    [() => S3TablesDestination$], 1
];
var MetadataTableConfigurationResult$ = [3, n0, _MTCR,
    0,
    [_STDR],
    [() => S3TablesDestinationResult$], 1
];
var MetadataTableEncryptionConfiguration$ = [3, n0, _MTEC,
    0,
    [_SAs, _KKA],
    [0, 0], 1
];
var Metrics$ = [3, n0, _Me,
    0,
    [_S, _ETv],
    [0, () => ReplicationTimeValue$], 1
];
var MetricsAndOperator$ = [3, n0, _MAO,
    0,
    [_P, _T, _APAc],
    [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }], 0]
];
var MetricsConfiguration$ = [3, n0, _MCe,
    0,
    [_I, _F],
    [0, [() => MetricsFilter$, 0]], 1
];
var MultipartUpload$ = [3, n0, _MU,
    0,
    [_UI, _K, _Ini, _SC, _O, _In, _CA, _CT],
    [0, 0, 4, 0, () => Owner$, () => Initiator$, 0, 0]
];
var NoncurrentVersionExpiration$ = [3, n0, _NVE,
    0,
    [_ND, _NNV],
    [1, 1]
];
var NoncurrentVersionTransition$ = [3, n0, _NVTo,
    0,
    [_ND, _SC, _NNV],
    [1, 0, 1]
];
var NotificationConfiguration$ = [3, n0, _NC,
    0,
    [_TCo, _QCu, _LFCa, _EBC],
    [[() => TopicConfigurationList, { [_xF]: 1, [_xN]: _TCop }], [() => QueueConfigurationList, { [_xF]: 1, [_xN]: _QCue }], [() => LambdaFunctionConfigurationList, { [_xF]: 1, [_xN]: _CFC }], () => EventBridgeConfiguration$]
];
var NotificationConfigurationFilter$ = [3, n0, _NCF,
    0,
    [_K],
    [[() => S3KeyFilter$, { [_xN]: _SKe }]]
];
var _Object$ = [3, n0, _Obj,
    0,
    [_K, _LM, _ET, _CA, _CT, _Si, _SC, _O, _RSe],
    [0, 4, 0, [64 | 0, { [_xF]: 1 }], 0, 1, 0, () => Owner$, () => RestoreStatus$]
];
var ObjectIdentifier$ = [3, n0, _OI,
    0,
    [_K, _VI, _ET, _LMT, _Si],
    [0, 0, 0, 6, 1], 1
];
var ObjectLockConfiguration$ = [3, n0, _OLC,
    0,
    [_OLE, _Rul],
    [0, () => ObjectLockRule$]
];
var ObjectLockLegalHold$ = [3, n0, _OLLH,
    0,
    [_S],
    [0]
];
var ObjectLockRetention$ = [3, n0, _OLR,
    0,
    [_Mo, _RUD, _EHv, _EHD],
    [0, 5, 0, () => EventHoldDuration$]
];
var ObjectLockRule$ = [3, n0, _OLRb,
    0,
    [_DRe],
    [() => DefaultRetention$]
];
var ObjectPart$ = [3, n0, _OPb,
    0,
    [_PN, _Si, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe],
    [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
];
var ObjectVersion$ = [3, n0, _OV,
    0,
    [_ET, _CA, _CT, _Si, _SC, _K, _VI, _IL, _LM, _O, _RSe],
    [0, [64 | 0, { [_xF]: 1 }], 0, 1, 0, 0, 0, 2, 4, () => Owner$, () => RestoreStatus$]
];
var OutputLocation$ = [3, n0, _OL,
    0,
    [_S_],
    [[() => S3Location$, 0]]
];
var OutputSerialization$ = [3, n0, _OSu,
    0,
    [_CSV, _JSON],
    [() => CSVOutput$, () => JSONOutput$]
];
var Owner$ = [3, n0, _O,
    0,
    [_DN, _ID],
    [0, 0]
];
var OwnershipControls$ = [3, n0, _OC,
    0,
    [_Ru],
    [[() => OwnershipControlsRules, { [_xF]: 1, [_xN]: _Rul }]], 1
];
var OwnershipControlsRule$ = [3, n0, _OCR,
    0,
    [_OO],
    [0], 1
];
var ParquetInput$ = [3, n0, _PI,
    0,
    [],
    []
];
var Part$ = [3, n0, _Par,
    0,
    [_PN, _LM, _ET, _Si, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe],
    [1, 4, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
];
var PartitionedPrefix$ = [3, n0, _PP,
    { [_xN]: _PP },
    [_PDS],
    [0]
];
var PolicyStatus$ = [3, n0, _PS,
    0,
    [_IPs],
    [[2, { [_xN]: _IPs }]]
];
var Progress$ = [3, n0, _Pr,
    0,
    [_BS, _BP, _BRy],
    [1, 1, 1]
];
var ProgressEvent$ = [3, n0, _PE,
    0,
    [_Det],
    [[() => Progress$, { [_eP]: 1 }]]
];
var PublicAccessBlockConfiguration$ = [3, n0, _PABC,
    0,
    [_BPA, _IPA, _BPP, _RPB],
    [[2, { [_xN]: _BPA }], [2, { [_xN]: _IPA }], [2, { [_xN]: _BPP }], [2, { [_xN]: _RPB }]]
];
var PutBucketAbacRequest$ = [3, n0, _PBAR,
    0,
    [_B, _AS, _CMDo, _CA, _EBO],
    [[0, 1], [() => AbacStatus$, { [_hP]: 1, [_xN]: _AS }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketAccelerateConfigurationRequest$ = [3, n0, _PBACR,
    0,
    [_B, _AC, _EBO, _CA],
    [[0, 1], [() => AccelerateConfiguration$, { [_hP]: 1, [_xN]: _AC }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasca }]], 2
];
var PutBucketAclRequest$ = [3, n0, _PBARu,
    0,
    [_B, _ACL_, _ACP, _CMDo, _CA, _GFC, _GR, _GRACP, _GW, _GWACP, _EBO],
    [[0, 1], [0, { [_hH]: _xaa }], [() => AccessControlPolicy$, { [_hP]: 1, [_xN]: _ACP }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagw }], [0, { [_hH]: _xagwa }], [0, { [_hH]: _xaebo }]], 1
];
var PutBucketAnalyticsConfigurationRequest$ = [3, n0, _PBACRu,
    0,
    [_B, _I, _ACn, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [() => AnalyticsConfiguration$, { [_hP]: 1, [_xN]: _ACn }], [0, { [_hH]: _xaebo }]], 3
];
var PutBucketCorsRequest$ = [3, n0, _PBCR,
    0,
    [_B, _CORSC, _CMDo, _CA, _EBO],
    [[0, 1], [() => CORSConfiguration$, { [_hP]: 1, [_xN]: _CORSC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketEncryptionRequest$ = [3, n0, _PBER,
    0,
    [_B, _SSEC, _CMDo, _CA, _EBO],
    [[0, 1], [() => ServerSideEncryptionConfiguration$, { [_hP]: 1, [_xN]: _SSEC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketIntelligentTieringConfigurationRequest$ = [3, n0, _PBITCR,
    0,
    [_B, _I, _ITC, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [() => IntelligentTieringConfiguration$, { [_hP]: 1, [_xN]: _ITC }], [0, { [_hH]: _xaebo }]], 3
];
var PutBucketInventoryConfigurationRequest$ = [3, n0, _PBICR,
    0,
    [_B, _I, _IC, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [() => InventoryConfiguration$, { [_hP]: 1, [_xN]: _IC }], [0, { [_hH]: _xaebo }]], 3
];
var PutBucketLifecycleConfigurationOutput$ = [3, n0, _PBLCO,
    0,
    [_TDMOS],
    [[0, { [_hH]: _xatdmos }]]
];
var PutBucketLifecycleConfigurationRequest$ = [3, n0, _PBLCR,
    0,
    [_B, _CA, _LCi, _EBO, _TDMOS],
    [[0, 1], [0, { [_hH]: _xasca }], [() => BucketLifecycleConfiguration$, { [_hP]: 1, [_xN]: _LCi }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xatdmos }]], 1
];
var PutBucketLoggingRequest$ = [3, n0, _PBLR,
    0,
    [_B, _BLS, _CMDo, _CA, _EBO],
    [[0, 1], [() => BucketLoggingStatus$, { [_hP]: 1, [_xN]: _BLS }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketMetricsConfigurationRequest$ = [3, n0, _PBMCR,
    0,
    [_B, _I, _MCe, _EBO],
    [[0, 1], [0, { [_hQ]: _i }], [() => MetricsConfiguration$, { [_hP]: 1, [_xN]: _MCe }], [0, { [_hH]: _xaebo }]], 3
];
var PutBucketNotificationConfigurationRequest$ = [3, n0, _PBNCR,
    0,
    [_B, _NC, _EBO, _SDV],
    [[0, 1], [() => NotificationConfiguration$, { [_hP]: 1, [_xN]: _NC }], [0, { [_hH]: _xaebo }], [2, { [_hH]: _xasdv }]], 2
];
var PutBucketOwnershipControlsRequest$ = [3, n0, _PBOCR,
    0,
    [_B, _OC, _CMDo, _EBO, _CA],
    [[0, 1], [() => OwnershipControls$, { [_hP]: 1, [_xN]: _OC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasca }]], 2
];
var PutBucketPolicyRequest$ = [3, n0, _PBPR,
    0,
    [_B, _Po, _CMDo, _CA, _CRSBA, _EBO],
    [[0, 1], [0, 16], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [2, { [_hH]: _xacrsba }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketReplicationRequest$ = [3, n0, _PBRR,
    0,
    [_B, _RCe, _CMDo, _CA, _To, _EBO],
    [[0, 1], [() => ReplicationConfiguration$, { [_hP]: 1, [_xN]: _RCe }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xabolt }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketRequestPaymentRequest$ = [3, n0, _PBRPR,
    0,
    [_B, _RPC, _CMDo, _CA, _EBO],
    [[0, 1], [() => RequestPaymentConfiguration$, { [_hP]: 1, [_xN]: _RPC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketTaggingRequest$ = [3, n0, _PBTR,
    0,
    [_B, _Tag, _CMDo, _CA, _EBO],
    [[0, 1], [() => Tagging$, { [_hP]: 1, [_xN]: _Tag }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketVersioningRequest$ = [3, n0, _PBVR,
    0,
    [_B, _VC, _CMDo, _CA, _MFA, _EBO],
    [[0, 1], [() => VersioningConfiguration$, { [_hP]: 1, [_xN]: _VC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xam_ }], [0, { [_hH]: _xaebo }]], 2
];
var PutBucketWebsiteRequest$ = [3, n0, _PBWR,
    0,
    [_B, _WC, _CMDo, _CA, _EBO],
    [[0, 1], [() => WebsiteConfiguration$, { [_hP]: 1, [_xN]: _WC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutObjectAclOutput$ = [3, n0, _POAO,
    0,
    [_RC],
    [[0, { [_hH]: _xarc }]]
];
var PutObjectAclRequest$ = [3, n0, _POAR,
    0,
    [_B, _K, _ACL_, _ACP, _CMDo, _CA, _GFC, _GR, _GRACP, _GW, _GWACP, _RP, _VI, _EBO],
    [[0, 1], [0, 1], [0, { [_hH]: _xaa }], [() => AccessControlPolicy$, { [_hP]: 1, [_xN]: _ACP }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagw }], [0, { [_hH]: _xagwa }], [0, { [_hH]: _xarp }], [0, { [_hQ]: _vI }], [0, { [_hH]: _xaebo }]], 2
];
var PutObjectAnnotationOutput$ = [3, n0, _POAOu,
    0,
    [_K, _AN, _OVI, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _RC],
    [0, 0, [0, { [_hH]: _xaovi }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xarc }]]
];
var PutObjectAnnotationRequest$ = [3, n0, _POARu,
    0,
    [_B, _K, _AN, _AP, _VI, _OIM, _CA, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CMDo, _RP, _EBO],
    [[0, 1], [0, 1], [0, { [_hQ]: _aN }], [() => StreamingBlob, 16], [0, { [_hQ]: _vI }], [0, { [_hH]: _xaoim }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _CM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]], 4
];
var PutObjectLegalHoldOutput$ = [3, n0, _POLHO,
    0,
    [_RC],
    [[0, { [_hH]: _xarc }]]
];
var PutObjectLegalHoldRequest$ = [3, n0, _POLHR,
    0,
    [_B, _K, _LH, _RP, _VI, _CMDo, _CA, _EBO],
    [[0, 1], [0, 1], [() => ObjectLockLegalHold$, { [_hP]: 1, [_xN]: _LH }], [0, { [_hH]: _xarp }], [0, { [_hQ]: _vI }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutObjectLockConfigurationOutput$ = [3, n0, _POLCO,
    0,
    [_RC],
    [[0, { [_hH]: _xarc }]]
];
var PutObjectLockConfigurationRequest$ = [3, n0, _POLCR,
    0,
    [_B, _OLC, _RP, _To, _CMDo, _CA, _EBO],
    [[0, 1], [() => ObjectLockConfiguration$, { [_hP]: 1, [_xN]: _OLC }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xabolt }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 1
];
var PutObjectOutput$ = [3, n0, _POO,
    0,
    [_Ex, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _CT, _SSE, _VI, _SSECA, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _Si, _RC],
    [[0, { [_hH]: _xae }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xact }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xavi }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [1, { [_hH]: _xaos }], [0, { [_hH]: _xarc }]]
];
var PutObjectRequest$ = [3, n0, _POR,
    0,
    [_B, _K, _ACL_, _Bo, _CC, _CDo, _CEo, _CL, _CLo, _CMDo, _CTo, _CA, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _Exp, _IM, _INM, _GFC, _GR, _GRACP, _GWACP, _WOB, _M, _SSE, _SC, _WRL, _SSECA, _SSECK, _SSECKMD, _SSEKMSKI, _SSEKMSEC, _BKE, _RP, _Tag, _OLM, _OLRUD, _OLLHS, _OLEH, _OLEHDD, _OLEHDY, _EBO],
    [[0, 1], [0, 1], [0, { [_hH]: _xaa }], [() => StreamingBlob, 16], [0, { [_hH]: _CC_ }], [0, { [_hH]: _CD_ }], [0, { [_hH]: _CE_ }], [0, { [_hH]: _CL_ }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _CM }], [0, { [_hH]: _CT_ }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [4, { [_hH]: _Exp }], [0, { [_hH]: _IM_ }], [0, { [_hH]: _INM_ }], [0, { [_hH]: _xagfc }], [0, { [_hH]: _xagr }], [0, { [_hH]: _xagra }], [0, { [_hH]: _xagwa }], [1, { [_hH]: _xawob }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasc }], [0, { [_hH]: _xawrl }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [() => SSEKMSEncryptionContext, { [_hH]: _xassec }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xat }], [0, { [_hH]: _xaolm }], [5, { [_hH]: _xaolrud }], [0, { [_hH]: _xaollh }], [0, { [_hH]: _xaoleh }], [1, { [_hH]: _xaolehdd }], [1, { [_hH]: _xaolehdy }], [0, { [_hH]: _xaebo }]], 2
];
var PutObjectRetentionOutput$ = [3, n0, _PORO,
    0,
    [_RC],
    [[0, { [_hH]: _xarc }]]
];
var PutObjectRetentionRequest$ = [3, n0, _PORR,
    0,
    [_B, _K, _Ret, _RP, _VI, _BGR, _CMDo, _CA, _EBO],
    [[0, 1], [0, 1], [() => ObjectLockRetention$, { [_hP]: 1, [_xN]: _Ret }], [0, { [_hH]: _xarp }], [0, { [_hQ]: _vI }], [2, { [_hH]: _xabgr }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var PutObjectTaggingOutput$ = [3, n0, _POTO,
    0,
    [_VI],
    [[0, { [_hH]: _xavi }]]
];
var PutObjectTaggingRequest$ = [3, n0, _POTR,
    0,
    [_B, _K, _Tag, _VI, _CMDo, _CA, _EBO, _RP],
    [[0, 1], [0, 1], [() => Tagging$, { [_hP]: 1, [_xN]: _Tag }], [0, { [_hQ]: _vI }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xarp }]], 3
];
var PutPublicAccessBlockRequest$ = [3, n0, _PPABR,
    0,
    [_B, _PABC, _CMDo, _CA, _EBO],
    [[0, 1], [() => PublicAccessBlockConfiguration$, { [_hP]: 1, [_xN]: _PABC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var QueueConfiguration$ = [3, n0, _QCue,
    0,
    [_QA, _Ev, _I, _F],
    [[0, { [_xN]: _Qu }], [64 | 0, { [_xF]: 1, [_xN]: _Eve }], 0, [() => NotificationConfigurationFilter$, 0]], 2
];
var RecordExpiration$ = [3, n0, _REe,
    0,
    [_Ex, _D],
    [0, 1], 1
];
var RecordsEvent$ = [3, n0, _REec,
    0,
    [_Payl],
    [[21, { [_eP]: 1 }]]
];
var Redirect$ = [3, n0, _Red,
    0,
    [_HN, _HRC, _Pro, _RKPW, _RKW],
    [0, 0, 0, 0, 0]
];
var RedirectAllRequestsTo$ = [3, n0, _RART,
    0,
    [_HN, _Pro],
    [0, 0], 1
];
var RenameObjectOutput$ = [3, n0, _ROO,
    0,
    [],
    []
];
var RenameObjectRequest$ = [3, n0, _ROR,
    0,
    [_B, _K, _RSen, _DIM, _DINM, _DIMS, _DIUS, _SIM, _SINM, _SIMS, _SIUS, _CTl],
    [[0, 1], [0, 1], [0, { [_hH]: _xars_ }], [0, { [_hH]: _IM_ }], [0, { [_hH]: _INM_ }], [4, { [_hH]: _IMS_ }], [4, { [_hH]: _IUS_ }], [0, { [_hH]: _xarsim }], [0, { [_hH]: _xarsinm }], [6, { [_hH]: _xarsims }], [6, { [_hH]: _xarsius }], [0, { [_hH]: _xact_, [_iT]: 1 }]], 3
];
var ReplicaModifications$ = [3, n0, _RM,
    0,
    [_S],
    [0], 1
];
var ReplicationConfiguration$ = [3, n0, _RCe,
    0,
    [_R, _Ru],
    [0, [() => ReplicationRules, { [_xF]: 1, [_xN]: _Rul }]], 2
];
var ReplicationRule$ = [3, n0, _RRe,
    0,
    [_S, _Des, _ID, _Pri, _P, _F, _SSC, _EOR, _DMR],
    [0, () => Destination$, 0, 1, 0, [() => ReplicationRuleFilter$, 0], () => SourceSelectionCriteria$, () => ExistingObjectReplication$, () => DeleteMarkerReplication$], 2
];
var ReplicationRuleAndOperator$ = [3, n0, _RRAO,
    0,
    [_P, _T],
    [0, [() => TagSet, { [_xF]: 1, [_xN]: _Ta }]]
];
var ReplicationRuleFilter$ = [3, n0, _RRF,
    0,
    [_P, _Ta, _An],
    [0, () => Tag$, [() => ReplicationRuleAndOperator$, 0]]
];
var ReplicationTime$ = [3, n0, _RT,
    0,
    [_S, _Tim],
    [0, () => ReplicationTimeValue$], 2
];
var ReplicationTimeValue$ = [3, n0, _RTV,
    0,
    [_Mi],
    [1]
];
var RequestPaymentConfiguration$ = [3, n0, _RPC,
    0,
    [_Pay],
    [0], 1
];
var RequestProgress$ = [3, n0, _RPe,
    0,
    [_Ena],
    [2]
];
var RestoreObjectOutput$ = [3, n0, _ROOe,
    0,
    [_RC, _ROP],
    [[0, { [_hH]: _xarc }], [0, { [_hH]: _xarop }]]
];
var RestoreObjectRequest$ = [3, n0, _RORe,
    0,
    [_B, _K, _VI, _RRes, _RP, _CA, _EBO],
    [[0, 1], [0, 1], [0, { [_hQ]: _vI }], [() => RestoreRequest$, { [_hP]: 1, [_xN]: _RRes }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var RestoreRequest$ = [3, n0, _RRes,
    0,
    [_D, _GJP, _Ty, _Ti, _Desc, _SP, _OL],
    [1, () => GlacierJobParameters$, 0, 0, 0, () => SelectParameters$, [() => OutputLocation$, 0]]
];
var RestoreStatus$ = [3, n0, _RSe,
    0,
    [_IRIP, _RED],
    [2, 4]
];
var RoutingRule$ = [3, n0, _RRo,
    0,
    [_Red, _Co],
    [() => Redirect$, () => Condition$], 1
];
var S3KeyFilter$ = [3, n0, _SKF,
    0,
    [_FRi],
    [[() => FilterRuleList, { [_xF]: 1, [_xN]: _FR }]]
];
var S3Location$ = [3, n0, _SL,
    0,
    [_BNu, _P, _En, _CACL, _ACL, _Tag, _UM, _SC],
    [0, 0, [() => Encryption$, 0], 0, [() => Grants, 0], [() => Tagging$, 0], [() => UserMetadata, 0], 0], 2
];
var S3TablesDestination$ = [3, n0, _STD,
    0,
    [_TBA, _TN],
    [0, 0], 2
];
var S3TablesDestinationResult$ = [3, n0, _STDR,
    0,
    [_TBA, _TN, _TA, _TNa],
    [0, 0, 0, 0], 4
];
var ScanRange$ = [3, n0, _SR,
    0,
    [_St, _End],
    [1, 1]
];
var SelectObjectContentOutput$ = [3, n0, _SOCO,
    0,
    [_Payl],
    [[() => SelectObjectContentEventStream$, 16]]
];
var SelectObjectContentRequest$ = [3, n0, _SOCR,
    0,
    [_B, _K, _Expr, _ETx, _IS, _OSu, _SSECA, _SSECK, _SSECKMD, _RPe, _SR, _EBO],
    [[0, 1], [0, 1], 0, 0, () => InputSerialization$, () => OutputSerialization$, [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], () => RequestProgress$, () => ScanRange$, [0, { [_hH]: _xaebo }]], 6
];
var SelectParameters$ = [3, n0, _SP,
    0,
    [_IS, _ETx, _Expr, _OSu],
    [() => InputSerialization$, 0, 0, () => OutputSerialization$], 4
];
var ServerSideEncryptionByDefault$ = [3, n0, _SSEBD,
    0,
    [_SSEA, _KMSMKID],
    [0, [() => SSEKMSKeyId, 0]], 1
];
var ServerSideEncryptionConfiguration$ = [3, n0, _SSEC,
    0,
    [_Ru],
    [[() => ServerSideEncryptionRules, { [_xF]: 1, [_xN]: _Rul }]], 1
];
var ServerSideEncryptionRule$ = [3, n0, _SSER,
    0,
    [_ASSEBD, _BKE, _BET],
    [[() => ServerSideEncryptionByDefault$, 0], 2, [() => BlockedEncryptionTypes$, 0]]
];
var SessionCredentials$ = [3, n0, _SCe,
    0,
    [_AKI, _SAK, _ST, _Ex],
    [[0, { [_xN]: _AKI }], [() => SessionCredentialValue, { [_xN]: _SAK }], [() => SessionCredentialValue, { [_xN]: _ST }], [4, { [_xN]: _Ex }]], 4
];
var SimplePrefix$ = [3, n0, _SPi,
    { [_xN]: _SPi },
    [],
    []
];
var SourceSelectionCriteria$ = [3, n0, _SSC,
    0,
    [_SKEO, _RM],
    [() => SseKmsEncryptedObjects$, () => ReplicaModifications$]
];
var SSEKMS$ = [3, n0, _SSEKMS,
    { [_xN]: _SK },
    [_KI],
    [[() => SSEKMSKeyId, 0]], 1
];
var SseKmsEncryptedObjects$ = [3, n0, _SKEO,
    0,
    [_S],
    [0], 1
];
var SSEKMSEncryption$ = [3, n0, _SSEKMSE,
    { [_xN]: _SK },
    [_KMSKA, _BKE],
    [[() => NonEmptyKmsKeyArnString, 0], 2], 1
];
var SSES3$ = [3, n0, _SSES,
    { [_xN]: _SS },
    [],
    []
];
var Stats$ = [3, n0, _Sta,
    0,
    [_BS, _BP, _BRy],
    [1, 1, 1]
];
var StatsEvent$ = [3, n0, _SE,
    0,
    [_Det],
    [[() => Stats$, { [_eP]: 1 }]]
];
var StorageClassAnalysis$ = [3, n0, _SCA,
    0,
    [_DE],
    [() => StorageClassAnalysisDataExport$]
];
var StorageClassAnalysisDataExport$ = [3, n0, _SCADE,
    0,
    [_OSV, _Des],
    [0, () => AnalyticsExportDestination$], 2
];
var Tag$ = [3, n0, _Ta,
    0,
    [_K, _V],
    [0, 0], 2
];
var Tagging$ = [3, n0, _Tag,
    0,
    [_TSa],
    [[() => TagSet, 0]], 1
];
var TargetGrant$ = [3, n0, _TGa,
    0,
    [_Gra, _Pe],
    [[() => Grantee$, { [_xNm]: [_x, _hi] }], 0]
];
var TargetObjectKeyFormat$ = [3, n0, _TOKF,
    0,
    [_SPi, _PP],
    [[() => SimplePrefix$, { [_xN]: _SPi }], [() => PartitionedPrefix$, { [_xN]: _PP }]]
];
var Tiering$ = [3, n0, _Tier,
    0,
    [_D, _AT],
    [1, 0], 2
];
var TopicConfiguration$ = [3, n0, _TCop,
    0,
    [_TAo, _Ev, _I, _F],
    [[0, { [_xN]: _Top }], [64 | 0, { [_xF]: 1, [_xN]: _Eve }], 0, [() => NotificationConfigurationFilter$, 0]], 2
];
var Transition$ = [3, n0, _Tra,
    0,
    [_Da, _D, _SC],
    [5, 1, 0]
];
var UpdateBucketMetadataAnnotationTableConfigurationRequest$ = [3, n0, _UBMATCR,
    0,
    [_B, _ATC, _CMDo, _CA, _EBO],
    [[0, 1], [() => AnnotationTableConfigurationUpdates$, { [_hP]: 1, [_xN]: _ATC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var UpdateBucketMetadataInventoryTableConfigurationRequest$ = [3, n0, _UBMITCR,
    0,
    [_B, _ITCn, _CMDo, _CA, _EBO],
    [[0, 1], [() => InventoryTableConfigurationUpdates$, { [_hP]: 1, [_xN]: _ITCn }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var UpdateBucketMetadataJournalTableConfigurationRequest$ = [3, n0, _UBMJTCR,
    0,
    [_B, _JTC, _CMDo, _CA, _EBO],
    [[0, 1], [() => JournalTableConfigurationUpdates$, { [_hP]: 1, [_xN]: _JTC }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xaebo }]], 2
];
var UpdateObjectEncryptionRequest$ = [3, n0, _UOER,
    0,
    [_B, _K, _OE, _VI, _RP, _EBO, _CMDo, _CA],
    [[0, 1], [0, 1], [() => ObjectEncryption$, 16], [0, { [_hQ]: _vI }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }]], 3
];
var UpdateObjectEncryptionResponse$ = [3, n0, _UOERp,
    0,
    [_RC],
    [[0, { [_hH]: _xarc }]]
];
var UploadPartCopyOutput$ = [3, n0, _UPCO,
    0,
    [_CSVI, _CPR, _SSE, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _RC],
    [[0, { [_hH]: _xacsvi }], [() => CopyPartResult$, 16], [0, { [_hH]: _xasse }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }]]
];
var UploadPartCopyRequest$ = [3, n0, _UPCR,
    0,
    [_B, _CSo, _K, _PN, _UI, _CSIM, _CSIMS, _CSINM, _CSIUS, _CSRo, _SSECA, _SSECK, _SSECKMD, _CSSSECA, _CSSSECK, _CSSSECKMD, _RP, _EBO, _ESBO],
    [[0, 1], [0, { [_hH]: _xacs___ }], [0, 1], [1, { [_hQ]: _pN }], [0, { [_hQ]: _uI }], [0, { [_hH]: _xacsim }], [4, { [_hH]: _xacsims }], [0, { [_hH]: _xacsinm }], [4, { [_hH]: _xacsius }], [0, { [_hH]: _xacsr }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xacssseca }], [() => CopySourceSSECustomerKey, { [_hH]: _xacssseck }], [0, { [_hH]: _xacssseckM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }], [0, { [_hH]: _xasebo }]], 5
];
var UploadPartOutput$ = [3, n0, _UPO,
    0,
    [_SSE, _ET, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _SSECA, _SSECKMD, _SSEKMSKI, _BKE, _RC],
    [[0, { [_hH]: _xasse }], [0, { [_hH]: _ET }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xasseca }], [0, { [_hH]: _xasseckM }], [() => SSEKMSKeyId, { [_hH]: _xasseakki }], [2, { [_hH]: _xassebke }], [0, { [_hH]: _xarc }]]
];
var UploadPartRequest$ = [3, n0, _UPR,
    0,
    [_B, _K, _PN, _UI, _Bo, _CLo, _CMDo, _CA, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _SSECA, _SSECK, _SSECKMD, _RP, _EBO],
    [[0, 1], [0, 1], [1, { [_hQ]: _pN }], [0, { [_hQ]: _uI }], [() => StreamingBlob, 16], [1, { [_hH]: _CL__ }], [0, { [_hH]: _CM }], [0, { [_hH]: _xasca }], [0, { [_hH]: _xacc }], [0, { [_hH]: _xacc_ }], [0, { [_hH]: _xacc__ }], [0, { [_hH]: _xacs }], [0, { [_hH]: _xacs_ }], [0, { [_hH]: _xacs__ }], [0, { [_hH]: _xacm }], [0, { [_hH]: _xacx }], [0, { [_hH]: _xacx_ }], [0, { [_hH]: _xacx__ }], [0, { [_hH]: _xasseca }], [() => SSECustomerKey, { [_hH]: _xasseck }], [0, { [_hH]: _xasseckM }], [0, { [_hH]: _xarp }], [0, { [_hH]: _xaebo }]], 4
];
var VersioningConfiguration$ = [3, n0, _VC,
    0,
    [_MFAD, _S],
    [[0, { [_xN]: _MDf }], 0]
];
var WebsiteConfiguration$ = [3, n0, _WC,
    0,
    [_EDr, _IDn, _RART, _RR],
    [() => ErrorDocument$, () => IndexDocument$, () => RedirectAllRequestsTo$, [() => RoutingRules, 0]]
];
var WriteGetObjectResponseRequest$ = [3, n0, _WGORR,
    0,
    [_RReq, _RTe, _Bo, _SCt, _ECr, _EM, _AR, _CC, _CDo, _CEo, _CL, _CLo, _CR, _CTo, _CCRC, _CCRCC, _CCRCNVME, _CSHA, _CSHAh, _CSHAhe, _CMD, _CXXHASH, _CXXHASHh, _CXXHASHhe, _DM, _ET, _Exp, _Ex, _LM, _MM, _M, _OLM, _OLLHS, _OLRUD, _PC, _RS, _RC, _Re, _SSE, _SSECA, _SSEKMSKI, _SSECKMD, _SC, _TC, _VI, _BKE],
    [[0, { [_hL]: 1, [_hH]: _xarr }], [0, { [_hH]: _xart }], [() => StreamingBlob, 16], [1, { [_hH]: _xafs }], [0, { [_hH]: _xafec }], [0, { [_hH]: _xafem }], [0, { [_hH]: _xafhar }], [0, { [_hH]: _xafhCC }], [0, { [_hH]: _xafhCD }], [0, { [_hH]: _xafhCE }], [0, { [_hH]: _xafhCL }], [1, { [_hH]: _CL__ }], [0, { [_hH]: _xafhCR }], [0, { [_hH]: _xafhCT }], [0, { [_hH]: _xafhxacc }], [0, { [_hH]: _xafhxacc_ }], [0, { [_hH]: _xafhxacc__ }], [0, { [_hH]: _xafhxacs }], [0, { [_hH]: _xafhxacs_ }], [0, { [_hH]: _xafhxacs__ }], [0, { [_hH]: _xafhxacm }], [0, { [_hH]: _xafhxacx }], [0, { [_hH]: _xafhxacx_ }], [0, { [_hH]: _xafhxacx__ }], [2, { [_hH]: _xafhxadm }], [0, { [_hH]: _xafhE }], [4, { [_hH]: _xafhE_ }], [0, { [_hH]: _xafhxae }], [4, { [_hH]: _xafhLM }], [1, { [_hH]: _xafhxamm }], [128 | 0, { [_hPH]: _xam }], [0, { [_hH]: _xafhxaolm }], [0, { [_hH]: _xafhxaollh }], [5, { [_hH]: _xafhxaolrud }], [1, { [_hH]: _xafhxampc }], [0, { [_hH]: _xafhxars }], [0, { [_hH]: _xafhxarc }], [0, { [_hH]: _xafhxar }], [0, { [_hH]: _xafhxasse }], [0, { [_hH]: _xafhxasseca }], [() => SSEKMSKeyId, { [_hH]: _xafhxasseakki }], [0, { [_hH]: _xafhxasseckM }], [0, { [_hH]: _xafhxasc }], [1, { [_hH]: _xafhxatc }], [0, { [_hH]: _xafhxavi }], [2, { [_hH]: _xafhxassebke }]], 2
];
var __Unit = "unit";
var AnalyticsConfigurationList = [1, n0, _ACLn,
    0, [() => AnalyticsConfiguration$,
        0]
];
var AnnotationList = [1, n0, _AL,
    0, [() => AnnotationEntry$,
        { [_xN]: _AE }]
];
var Buckets = [1, n0, _Bu,
    0, [() => Bucket$,
        { [_xN]: _B }]
];
var CommonPrefixList = [1, n0, _CPL,
    0, () => CommonPrefix$
];
var CompletedPartList = [1, n0, _CPLo,
    0, () => CompletedPart$
];
var CORSRules = [1, n0, _CORSR,
    0, [() => CORSRule$,
        0]
];
var DeletedObjects = [1, n0, _DOe,
    0, () => DeletedObject$
];
var DeleteMarkers = [1, n0, _DMe,
    0, () => DeleteMarkerEntry$
];
var EncryptionTypeList = [1, n0, _ETL,
    0, [0,
        { [_xN]: _ETn }]
];
var Errors = [1, n0, _Er,
    0, () => _Error$
];
var FilterRuleList = [1, n0, _FRL,
    0, () => FilterRule$
];
var Grants = [1, n0, _G,
    0, [() => Grant$,
        { [_xN]: _Gr }]
];
var IntelligentTieringConfigurationList = [1, n0, _ITCL,
    0, [() => IntelligentTieringConfiguration$,
        0]
];
var InventoryConfigurationList = [1, n0, _ICL,
    0, [() => InventoryConfiguration$,
        0]
];
var InventoryOptionalFields = [1, n0, _IOF,
    0, [0,
        { [_xN]: _Fi }]
];
var LambdaFunctionConfigurationList = [1, n0, _LFCL,
    0, [() => LambdaFunctionConfiguration$,
        0]
];
var LifecycleRules = [1, n0, _LRi,
    0, [() => LifecycleRule$,
        0]
];
var MetricsConfigurationList = [1, n0, _MCL,
    0, [() => MetricsConfiguration$,
        0]
];
var MultipartUploadList = [1, n0, _MUL,
    0, () => MultipartUpload$
];
var NoncurrentVersionTransitionList = [1, n0, _NVTL,
    0, () => NoncurrentVersionTransition$
];
var ObjectIdentifierList = [1, n0, _OIL,
    0, () => ObjectIdentifier$
];
var ObjectList = [1, n0, _OLb,
    0, [() => _Object$,
        0]
];
var ObjectVersionList = [1, n0, _OVL,
    0, [() => ObjectVersion$,
        0]
];
var OwnershipControlsRules = [1, n0, _OCRw,
    0, () => OwnershipControlsRule$
];
var Parts = [1, n0, _Pa,
    0, () => Part$
];
var PartsList = [1, n0, _PL,
    0, () => ObjectPart$
];
var QueueConfigurationList = [1, n0, _QCL,
    0, [() => QueueConfiguration$,
        0]
];
var ReplicationRules = [1, n0, _RRep,
    0, [() => ReplicationRule$,
        0]
];
var RoutingRules = [1, n0, _RR,
    0, [() => RoutingRule$,
        { [_xN]: _RRo }]
];
var ServerSideEncryptionRules = [1, n0, _SSERe,
    0, [() => ServerSideEncryptionRule$,
        0]
];
var TagSet = [1, n0, _TSa,
    0, [() => Tag$,
        { [_xN]: _Ta }]
];
var TargetGrants = [1, n0, _TG,
    0, [() => TargetGrant$,
        { [_xN]: _Gr }]
];
var TieringList = [1, n0, _TL,
    0, () => Tiering$
];
var TopicConfigurationList = [1, n0, _TCL,
    0, [() => TopicConfiguration$,
        0]
];
var TransitionList = [1, n0, _TLr,
    0, () => Transition$
];
var UserMetadata = [1, n0, _UM,
    0, [() => MetadataEntry$,
        { [_xN]: _ME }]
];
var AnalyticsFilter$ = [4, n0, _AF,
    0,
    [_P, _Ta, _An],
    [0, () => Tag$, [() => AnalyticsAndOperator$, 0]]
];
var MetricsFilter$ = [4, n0, _MF,
    0,
    [_P, _Ta, _APAc, _An],
    [0, () => Tag$, 0, [() => MetricsAndOperator$, 0]]
];
var ObjectEncryption$ = [4, n0, _OE,
    0,
    [_SSEKMS],
    [[() => SSEKMSEncryption$, { [_xN]: _SK }]]
];
var SelectObjectContentEventStream$ = [4, n0, _SOCES,
    { [_st]: 1 },
    [_Rec, _Sta, _Pr, _Cont, _End],
    [[() => RecordsEvent$, 0], [() => StatsEvent$, 0], [() => ProgressEvent$, 0], () => ContinuationEvent$, () => EndEvent$]
];
var AbortMultipartUpload$ = [9, n0, _AMU,
    { [_h]: ["DELETE", "/{Key+}?x-id=AbortMultipartUpload", 204] }, () => AbortMultipartUploadRequest$, () => AbortMultipartUploadOutput$
];
var CompleteMultipartUpload$ = [9, n0, _CMUo,
    { [_h]: ["POST", "/{Key+}", 200] }, () => CompleteMultipartUploadRequest$, () => CompleteMultipartUploadOutput$
];
var CopyObject$ = [9, n0, _CO,
    { [_h]: ["PUT", "/{Key+}?x-id=CopyObject", 200] }, () => CopyObjectRequest$, () => CopyObjectOutput$
];
var CreateBucket$ = [9, n0, _CB,
    { [_h]: ["PUT", "/", 200] }, () => CreateBucketRequest$, () => CreateBucketOutput$
];
var CreateBucketMetadataConfiguration$ = [9, n0, _CBMC,
    { [_hC]: "-", [_h]: ["POST", "/?metadataConfiguration", 200] }, () => CreateBucketMetadataConfigurationRequest$, () => __Unit
];
var CreateBucketMetadataTableConfiguration$ = [9, n0, _CBMTC,
    { [_hC]: "-", [_h]: ["POST", "/?metadataTable", 200] }, () => CreateBucketMetadataTableConfigurationRequest$, () => __Unit
];
var CreateMultipartUpload$ = [9, n0, _CMUr,
    { [_h]: ["POST", "/{Key+}?uploads", 200] }, () => CreateMultipartUploadRequest$, () => CreateMultipartUploadOutput$
];
var CreateSession$ = [9, n0, _CSr,
    { [_h]: ["GET", "/?session", 200] }, () => CreateSessionRequest$, () => CreateSessionOutput$
];
var DeleteBucket$ = [9, n0, _DB,
    { [_h]: ["DELETE", "/", 204] }, () => DeleteBucketRequest$, () => __Unit
];
var DeleteBucketAnalyticsConfiguration$ = [9, n0, _DBAC,
    { [_h]: ["DELETE", "/?analytics", 204] }, () => DeleteBucketAnalyticsConfigurationRequest$, () => __Unit
];
var DeleteBucketCors$ = [9, n0, _DBC,
    { [_h]: ["DELETE", "/?cors", 204] }, () => DeleteBucketCorsRequest$, () => __Unit
];
var DeleteBucketEncryption$ = [9, n0, _DBE,
    { [_h]: ["DELETE", "/?encryption", 204] }, () => DeleteBucketEncryptionRequest$, () => __Unit
];
var DeleteBucketIntelligentTieringConfiguration$ = [9, n0, _DBITC,
    { [_h]: ["DELETE", "/?intelligent-tiering", 204] }, () => DeleteBucketIntelligentTieringConfigurationRequest$, () => __Unit
];
var DeleteBucketInventoryConfiguration$ = [9, n0, _DBIC,
    { [_h]: ["DELETE", "/?inventory", 204] }, () => DeleteBucketInventoryConfigurationRequest$, () => __Unit
];
var DeleteBucketLifecycle$ = [9, n0, _DBL,
    { [_h]: ["DELETE", "/?lifecycle", 204] }, () => DeleteBucketLifecycleRequest$, () => __Unit
];
var DeleteBucketMetadataConfiguration$ = [9, n0, _DBMC,
    { [_h]: ["DELETE", "/?metadataConfiguration", 204] }, () => DeleteBucketMetadataConfigurationRequest$, () => __Unit
];
var DeleteBucketMetadataTableConfiguration$ = [9, n0, _DBMTC,
    { [_h]: ["DELETE", "/?metadataTable", 204] }, () => DeleteBucketMetadataTableConfigurationRequest$, () => __Unit
];
var DeleteBucketMetricsConfiguration$ = [9, n0, _DBMCe,
    { [_h]: ["DELETE", "/?metrics", 204] }, () => DeleteBucketMetricsConfigurationRequest$, () => __Unit
];
var DeleteBucketOwnershipControls$ = [9, n0, _DBOC,
    { [_h]: ["DELETE", "/?ownershipControls", 204] }, () => DeleteBucketOwnershipControlsRequest$, () => __Unit
];
var DeleteBucketPolicy$ = [9, n0, _DBP,
    { [_h]: ["DELETE", "/?policy", 204] }, () => DeleteBucketPolicyRequest$, () => __Unit
];
var DeleteBucketReplication$ = [9, n0, _DBRe,
    { [_h]: ["DELETE", "/?replication", 204] }, () => DeleteBucketReplicationRequest$, () => __Unit
];
var DeleteBucketTagging$ = [9, n0, _DBT,
    { [_h]: ["DELETE", "/?tagging", 204] }, () => DeleteBucketTaggingRequest$, () => __Unit
];
var DeleteBucketWebsite$ = [9, n0, _DBW,
    { [_h]: ["DELETE", "/?website", 204] }, () => DeleteBucketWebsiteRequest$, () => __Unit
];
var DeleteObject$ = [9, n0, _DOel,
    { [_h]: ["DELETE", "/{Key+}?x-id=DeleteObject", 204] }, () => DeleteObjectRequest$, () => DeleteObjectOutput$
];
var DeleteObjectAnnotation$ = [9, n0, _DOA,
    { [_h]: ["DELETE", "/{Key+}?annotation", 204] }, () => DeleteObjectAnnotationRequest$, () => DeleteObjectAnnotationOutput$
];
var DeleteObjects$ = [9, n0, _DOele,
    { [_hC]: "-", [_h]: ["POST", "/?delete", 200] }, () => DeleteObjectsRequest$, () => DeleteObjectsOutput$
];
var DeleteObjectTagging$ = [9, n0, _DOT,
    { [_h]: ["DELETE", "/{Key+}?tagging", 204] }, () => DeleteObjectTaggingRequest$, () => DeleteObjectTaggingOutput$
];
var DeletePublicAccessBlock$ = [9, n0, _DPAB,
    { [_h]: ["DELETE", "/?publicAccessBlock", 204] }, () => DeletePublicAccessBlockRequest$, () => __Unit
];
var GetBucketAbac$ = [9, n0, _GBA,
    { [_h]: ["GET", "/?abac", 200] }, () => GetBucketAbacRequest$, () => GetBucketAbacOutput$
];
var GetBucketAccelerateConfiguration$ = [9, n0, _GBAC,
    { [_h]: ["GET", "/?accelerate", 200] }, () => GetBucketAccelerateConfigurationRequest$, () => GetBucketAccelerateConfigurationOutput$
];
var GetBucketAcl$ = [9, n0, _GBAe,
    { [_h]: ["GET", "/?acl", 200] }, () => GetBucketAclRequest$, () => GetBucketAclOutput$
];
var GetBucketAnalyticsConfiguration$ = [9, n0, _GBACe,
    { [_h]: ["GET", "/?analytics&x-id=GetBucketAnalyticsConfiguration", 200] }, () => GetBucketAnalyticsConfigurationRequest$, () => GetBucketAnalyticsConfigurationOutput$
];
var GetBucketCors$ = [9, n0, _GBC,
    { [_h]: ["GET", "/?cors", 200] }, () => GetBucketCorsRequest$, () => GetBucketCorsOutput$
];
var GetBucketEncryption$ = [9, n0, _GBE,
    { [_h]: ["GET", "/?encryption", 200] }, () => GetBucketEncryptionRequest$, () => GetBucketEncryptionOutput$
];
var GetBucketIntelligentTieringConfiguration$ = [9, n0, _GBITC,
    { [_h]: ["GET", "/?intelligent-tiering&x-id=GetBucketIntelligentTieringConfiguration", 200] }, () => GetBucketIntelligentTieringConfigurationRequest$, () => GetBucketIntelligentTieringConfigurationOutput$
];
var GetBucketInventoryConfiguration$ = [9, n0, _GBIC,
    { [_h]: ["GET", "/?inventory&x-id=GetBucketInventoryConfiguration", 200] }, () => GetBucketInventoryConfigurationRequest$, () => GetBucketInventoryConfigurationOutput$
];
var GetBucketLifecycleConfiguration$ = [9, n0, _GBLC,
    { [_h]: ["GET", "/?lifecycle", 200] }, () => GetBucketLifecycleConfigurationRequest$, () => GetBucketLifecycleConfigurationOutput$
];
var GetBucketLocation$ = [9, n0, _GBL,
    { [_h]: ["GET", "/?location", 200] }, () => GetBucketLocationRequest$, () => GetBucketLocationOutput$
];
var GetBucketLogging$ = [9, n0, _GBLe,
    { [_h]: ["GET", "/?logging", 200] }, () => GetBucketLoggingRequest$, () => GetBucketLoggingOutput$
];
var GetBucketMetadataConfiguration$ = [9, n0, _GBMC,
    { [_h]: ["GET", "/?metadataConfiguration", 200] }, () => GetBucketMetadataConfigurationRequest$, () => GetBucketMetadataConfigurationOutput$
];
var GetBucketMetadataTableConfiguration$ = [9, n0, _GBMTC,
    { [_h]: ["GET", "/?metadataTable", 200] }, () => GetBucketMetadataTableConfigurationRequest$, () => GetBucketMetadataTableConfigurationOutput$
];
var GetBucketMetricsConfiguration$ = [9, n0, _GBMCe,
    { [_h]: ["GET", "/?metrics&x-id=GetBucketMetricsConfiguration", 200] }, () => GetBucketMetricsConfigurationRequest$, () => GetBucketMetricsConfigurationOutput$
];
var GetBucketNotificationConfiguration$ = [9, n0, _GBNC,
    { [_h]: ["GET", "/?notification", 200] }, () => GetBucketNotificationConfigurationRequest$, () => NotificationConfiguration$
];
var GetBucketOwnershipControls$ = [9, n0, _GBOC,
    { [_h]: ["GET", "/?ownershipControls", 200] }, () => GetBucketOwnershipControlsRequest$, () => GetBucketOwnershipControlsOutput$
];
var GetBucketPolicy$ = [9, n0, _GBP,
    { [_h]: ["GET", "/?policy", 200] }, () => GetBucketPolicyRequest$, () => GetBucketPolicyOutput$
];
var GetBucketPolicyStatus$ = [9, n0, _GBPS,
    { [_h]: ["GET", "/?policyStatus", 200] }, () => GetBucketPolicyStatusRequest$, () => GetBucketPolicyStatusOutput$
];
var GetBucketReplication$ = [9, n0, _GBR,
    { [_h]: ["GET", "/?replication", 200] }, () => GetBucketReplicationRequest$, () => GetBucketReplicationOutput$
];
var GetBucketRequestPayment$ = [9, n0, _GBRP,
    { [_h]: ["GET", "/?requestPayment", 200] }, () => GetBucketRequestPaymentRequest$, () => GetBucketRequestPaymentOutput$
];
var GetBucketTagging$ = [9, n0, _GBT,
    { [_h]: ["GET", "/?tagging", 200] }, () => GetBucketTaggingRequest$, () => GetBucketTaggingOutput$
];
var GetBucketVersioning$ = [9, n0, _GBV,
    { [_h]: ["GET", "/?versioning", 200] }, () => GetBucketVersioningRequest$, () => GetBucketVersioningOutput$
];
var GetBucketWebsite$ = [9, n0, _GBW,
    { [_h]: ["GET", "/?website", 200] }, () => GetBucketWebsiteRequest$, () => GetBucketWebsiteOutput$
];
var GetObject$ = [9, n0, _GO,
    { [_hC]: "-", [_h]: ["GET", "/{Key+}?x-id=GetObject", 200] }, () => GetObjectRequest$, () => GetObjectOutput$
];
var GetObjectAcl$ = [9, n0, _GOA,
    { [_h]: ["GET", "/{Key+}?acl", 200] }, () => GetObjectAclRequest$, () => GetObjectAclOutput$
];
var GetObjectAnnotation$ = [9, n0, _GOAe,
    { [_hC]: "-", [_h]: ["GET", "/{Key+}?annotation&x-id=GetObjectAnnotation", 200] }, () => GetObjectAnnotationRequest$, () => GetObjectAnnotationOutput$
];
var GetObjectAttributes$ = [9, n0, _GOAet,
    { [_h]: ["GET", "/{Key+}?attributes", 200] }, () => GetObjectAttributesRequest$, () => GetObjectAttributesOutput$
];
var GetObjectLegalHold$ = [9, n0, _GOLH,
    { [_h]: ["GET", "/{Key+}?legal-hold", 200] }, () => GetObjectLegalHoldRequest$, () => GetObjectLegalHoldOutput$
];
var GetObjectLockConfiguration$ = [9, n0, _GOLC,
    { [_h]: ["GET", "/?object-lock", 200] }, () => GetObjectLockConfigurationRequest$, () => GetObjectLockConfigurationOutput$
];
var GetObjectRetention$ = [9, n0, _GORe,
    { [_h]: ["GET", "/{Key+}?retention", 200] }, () => GetObjectRetentionRequest$, () => GetObjectRetentionOutput$
];
var GetObjectTagging$ = [9, n0, _GOT,
    { [_h]: ["GET", "/{Key+}?tagging", 200] }, () => GetObjectTaggingRequest$, () => GetObjectTaggingOutput$
];
var GetObjectTorrent$ = [9, n0, _GOTe,
    { [_h]: ["GET", "/{Key+}?torrent", 200] }, () => GetObjectTorrentRequest$, () => GetObjectTorrentOutput$
];
var GetPublicAccessBlock$ = [9, n0, _GPAB,
    { [_h]: ["GET", "/?publicAccessBlock", 200] }, () => GetPublicAccessBlockRequest$, () => GetPublicAccessBlockOutput$
];
var HeadBucket$ = [9, n0, _HB,
    { [_h]: ["HEAD", "/", 200] }, () => HeadBucketRequest$, () => HeadBucketOutput$
];
var HeadObject$ = [9, n0, _HO,
    { [_h]: ["HEAD", "/{Key+}", 200] }, () => HeadObjectRequest$, () => HeadObjectOutput$
];
var ListBucketAnalyticsConfigurations$ = [9, n0, _LBAC,
    { [_h]: ["GET", "/?analytics&x-id=ListBucketAnalyticsConfigurations", 200] }, () => ListBucketAnalyticsConfigurationsRequest$, () => ListBucketAnalyticsConfigurationsOutput$
];
var ListBucketIntelligentTieringConfigurations$ = [9, n0, _LBITC,
    { [_h]: ["GET", "/?intelligent-tiering&x-id=ListBucketIntelligentTieringConfigurations", 200] }, () => ListBucketIntelligentTieringConfigurationsRequest$, () => ListBucketIntelligentTieringConfigurationsOutput$
];
var ListBucketInventoryConfigurations$ = [9, n0, _LBIC,
    { [_h]: ["GET", "/?inventory&x-id=ListBucketInventoryConfigurations", 200] }, () => ListBucketInventoryConfigurationsRequest$, () => ListBucketInventoryConfigurationsOutput$
];
var ListBucketMetricsConfigurations$ = [9, n0, _LBMC,
    { [_h]: ["GET", "/?metrics&x-id=ListBucketMetricsConfigurations", 200] }, () => ListBucketMetricsConfigurationsRequest$, () => ListBucketMetricsConfigurationsOutput$
];
var ListBuckets$ = [9, n0, _LB,
    { [_h]: ["GET", "/?x-id=ListBuckets", 200] }, () => ListBucketsRequest$, () => ListBucketsOutput$
];
var ListDirectoryBuckets$ = [9, n0, _LDB,
    { [_h]: ["GET", "/?x-id=ListDirectoryBuckets", 200] }, () => ListDirectoryBucketsRequest$, () => ListDirectoryBucketsOutput$
];
var ListMultipartUploads$ = [9, n0, _LMU,
    { [_h]: ["GET", "/?uploads", 200] }, () => ListMultipartUploadsRequest$, () => ListMultipartUploadsOutput$
];
var ListObjectAnnotations$ = [9, n0, _LOA,
    { [_h]: ["GET", "/{Key+}?annotation&x-id=ListObjectAnnotations", 200] }, () => ListObjectAnnotationsRequest$, () => ListObjectAnnotationsOutput$
];
var ListObjects$ = [9, n0, _LO,
    { [_h]: ["GET", "/", 200] }, () => ListObjectsRequest$, () => ListObjectsOutput$
];
var ListObjectsV2$ = [9, n0, _LOV,
    { [_h]: ["GET", "/?list-type=2", 200] }, () => ListObjectsV2Request$, () => ListObjectsV2Output$
];
var ListObjectVersions$ = [9, n0, _LOVi,
    { [_h]: ["GET", "/?versions", 200] }, () => ListObjectVersionsRequest$, () => ListObjectVersionsOutput$
];
var ListParts$ = [9, n0, _LP,
    { [_h]: ["GET", "/{Key+}?x-id=ListParts", 200] }, () => ListPartsRequest$, () => ListPartsOutput$
];
var PutBucketAbac$ = [9, n0, _PBA,
    { [_hC]: "-", [_h]: ["PUT", "/?abac", 200] }, () => PutBucketAbacRequest$, () => __Unit
];
var PutBucketAccelerateConfiguration$ = [9, n0, _PBAC,
    { [_hC]: "-", [_h]: ["PUT", "/?accelerate", 200] }, () => PutBucketAccelerateConfigurationRequest$, () => __Unit
];
var PutBucketAcl$ = [9, n0, _PBAu,
    { [_hC]: "-", [_h]: ["PUT", "/?acl", 200] }, () => PutBucketAclRequest$, () => __Unit
];
var PutBucketAnalyticsConfiguration$ = [9, n0, _PBACu,
    { [_h]: ["PUT", "/?analytics", 200] }, () => PutBucketAnalyticsConfigurationRequest$, () => __Unit
];
var PutBucketCors$ = [9, n0, _PBC,
    { [_hC]: "-", [_h]: ["PUT", "/?cors", 200] }, () => PutBucketCorsRequest$, () => __Unit
];
var PutBucketEncryption$ = [9, n0, _PBE,
    { [_hC]: "-", [_h]: ["PUT", "/?encryption", 200] }, () => PutBucketEncryptionRequest$, () => __Unit
];
var PutBucketIntelligentTieringConfiguration$ = [9, n0, _PBITC,
    { [_h]: ["PUT", "/?intelligent-tiering", 200] }, () => PutBucketIntelligentTieringConfigurationRequest$, () => __Unit
];
var PutBucketInventoryConfiguration$ = [9, n0, _PBIC,
    { [_h]: ["PUT", "/?inventory", 200] }, () => PutBucketInventoryConfigurationRequest$, () => __Unit
];
var PutBucketLifecycleConfiguration$ = [9, n0, _PBLC,
    { [_hC]: "-", [_h]: ["PUT", "/?lifecycle", 200] }, () => PutBucketLifecycleConfigurationRequest$, () => PutBucketLifecycleConfigurationOutput$
];
var PutBucketLogging$ = [9, n0, _PBL,
    { [_hC]: "-", [_h]: ["PUT", "/?logging", 200] }, () => PutBucketLoggingRequest$, () => __Unit
];
var PutBucketMetricsConfiguration$ = [9, n0, _PBMC,
    { [_h]: ["PUT", "/?metrics", 200] }, () => PutBucketMetricsConfigurationRequest$, () => __Unit
];
var PutBucketNotificationConfiguration$ = [9, n0, _PBNC,
    { [_h]: ["PUT", "/?notification", 200] }, () => PutBucketNotificationConfigurationRequest$, () => __Unit
];
var PutBucketOwnershipControls$ = [9, n0, _PBOC,
    { [_hC]: "-", [_h]: ["PUT", "/?ownershipControls", 200] }, () => PutBucketOwnershipControlsRequest$, () => __Unit
];
var PutBucketPolicy$ = [9, n0, _PBP,
    { [_hC]: "-", [_h]: ["PUT", "/?policy", 200] }, () => PutBucketPolicyRequest$, () => __Unit
];
var PutBucketReplication$ = [9, n0, _PBR,
    { [_hC]: "-", [_h]: ["PUT", "/?replication", 200] }, () => PutBucketReplicationRequest$, () => __Unit
];
var PutBucketRequestPayment$ = [9, n0, _PBRP,
    { [_hC]: "-", [_h]: ["PUT", "/?requestPayment", 200] }, () => PutBucketRequestPaymentRequest$, () => __Unit
];
var PutBucketTagging$ = [9, n0, _PBT,
    { [_hC]: "-", [_h]: ["PUT", "/?tagging", 200] }, () => PutBucketTaggingRequest$, () => __Unit
];
var PutBucketVersioning$ = [9, n0, _PBV,
    { [_hC]: "-", [_h]: ["PUT", "/?versioning", 200] }, () => PutBucketVersioningRequest$, () => __Unit
];
var PutBucketWebsite$ = [9, n0, _PBW,
    { [_hC]: "-", [_h]: ["PUT", "/?website", 200] }, () => PutBucketWebsiteRequest$, () => __Unit
];
var PutObject$ = [9, n0, _PO,
    { [_hC]: "-", [_h]: ["PUT", "/{Key+}?x-id=PutObject", 200] }, () => PutObjectRequest$, () => PutObjectOutput$
];
var PutObjectAcl$ = [9, n0, _POA,
    { [_hC]: "-", [_h]: ["PUT", "/{Key+}?acl", 200] }, () => PutObjectAclRequest$, () => PutObjectAclOutput$
];
var PutObjectAnnotation$ = [9, n0, _POAu,
    { [_hC]: "-", [_h]: ["PUT", "/{Key+}?annotation", 200] }, () => PutObjectAnnotationRequest$, () => PutObjectAnnotationOutput$
];
var PutObjectLegalHold$ = [9, n0, _POLH,
    { [_hC]: "-", [_h]: ["PUT", "/{Key+}?legal-hold", 200] }, () => PutObjectLegalHoldRequest$, () => PutObjectLegalHoldOutput$
];
var PutObjectLockConfiguration$ = [9, n0, _POLC,
    { [_hC]: "-", [_h]: ["PUT", "/?object-lock", 200] }, () => PutObjectLockConfigurationRequest$, () => PutObjectLockConfigurationOutput$
];
var PutObjectRetention$ = [9, n0, _PORu,
    { [_hC]: "-", [_h]: ["PUT", "/{Key+}?retention", 200] }, () => PutObjectRetentionRequest$, () => PutObjectRetentionOutput$
];
var PutObjectTagging$ = [9, n0, _POT,
    { [_hC]: "-", [_h]: ["PUT", "/{Key+}?tagging", 200] }, () => PutObjectTaggingRequest$, () => PutObjectTaggingOutput$
];
var PutPublicAccessBlock$ = [9, n0, _PPAB,
    { [_hC]: "-", [_h]: ["PUT", "/?publicAccessBlock", 200] }, () => PutPublicAccessBlockRequest$, () => __Unit
];
var RenameObject$ = [9, n0, _RO,
    { [_h]: ["PUT", "/{Key+}?renameObject", 200] }, () => RenameObjectRequest$, () => RenameObjectOutput$
];
var RestoreObject$ = [9, n0, _ROe,
    { [_hC]: "-", [_h]: ["POST", "/{Key+}?restore", 200] }, () => RestoreObjectRequest$, () => RestoreObjectOutput$
];
var SelectObjectContent$ = [9, n0, _SOC,
    { [_h]: ["POST", "/{Key+}?select&select-type=2", 200] }, () => SelectObjectContentRequest$, () => SelectObjectContentOutput$
];
var UpdateBucketMetadataAnnotationTableConfiguration$ = [9, n0, _UBMATC,
    { [_hC]: "-", [_h]: ["PUT", "/?metadataAnnotationTable", 200] }, () => UpdateBucketMetadataAnnotationTableConfigurationRequest$, () => __Unit
];
var UpdateBucketMetadataInventoryTableConfiguration$ = [9, n0, _UBMITC,
    { [_hC]: "-", [_h]: ["PUT", "/?metadataInventoryTable", 200] }, () => UpdateBucketMetadataInventoryTableConfigurationRequest$, () => __Unit
];
var UpdateBucketMetadataJournalTableConfiguration$ = [9, n0, _UBMJTC,
    { [_hC]: "-", [_h]: ["PUT", "/?metadataJournalTable", 200] }, () => UpdateBucketMetadataJournalTableConfigurationRequest$, () => __Unit
];
var UpdateObjectEncryption$ = [9, n0, _UOE,
    { [_hC]: "-", [_h]: ["PUT", "/{Key+}?encryption", 200] }, () => UpdateObjectEncryptionRequest$, () => UpdateObjectEncryptionResponse$
];
var UploadPart$ = [9, n0, _UP,
    { [_hC]: "-", [_h]: ["PUT", "/{Key+}?x-id=UploadPart", 200] }, () => UploadPartRequest$, () => UploadPartOutput$
];
var UploadPartCopy$ = [9, n0, _UPC,
    { [_h]: ["PUT", "/{Key+}?x-id=UploadPartCopy", 200] }, () => UploadPartCopyRequest$, () => UploadPartCopyOutput$
];
var WriteGetObjectResponse$ = [9, n0, _WGOR,
    { [_en]: ["{RequestRoute}."], [_h]: ["POST", "/WriteGetObjectResponse", 200] }, () => WriteGetObjectResponseRequest$, () => __Unit
];

class CreateSessionCommand extends command(_ep4, _mw0, "CreateSession", CreateSession$) {
}

var version = "3.1163.0";
var packageInfo = {
	version: version};

const getRuntimeConfig$1 = (config) => {
    return {
        apiVersion: "2006-03-01",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        getAwsChunkedEncodingStream: config?.getAwsChunkedEncodingStream ?? getAwsChunkedEncodingStream,
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultS3HttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
            {
                schemeId: "aws.auth#sigv4",
                identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
                signer: new AwsSdkSigV4Signer(),
            },
            {
                schemeId: "aws.auth#sigv4a",
                identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4a"),
                signer: new AwsSdkSigV4ASigner(),
            },
        ],
        logger: config?.logger ?? new NoOpLogger(),
        md5: config?.md5 ?? Md5,
        protocol: config?.protocol ?? S3RestXmlProtocol,
        protocolSettings: config?.protocolSettings ?? {
            defaultNamespace: "com.amazonaws.s3",
            errorTypeRegistries,
            xmlNamespace: "http://s3.amazonaws.com/doc/2006-03-01/",
            version: "2006-03-01",
            serviceTarget: "AmazonS3",
        },
        sdkStreamMixin: config?.sdkStreamMixin ?? sdkStreamMixin,
        serviceId: config?.serviceId ?? "S3",
        sha1: config?.sha1 ?? Sha1,
        sha256: config?.sha256 ?? Sha256,
        signerConstructor: config?.signerConstructor ?? SignatureV4MultiRegion,
        signingEscapePath: config?.signingEscapePath ?? false,
        urlParser: config?.urlParser ?? parseUrl,
        useArnRegion: config?.useArnRegion ?? undefined,
        utf8Decoder: config?.utf8Decoder ?? fromUtf8,
        utf8Encoder: config?.utf8Encoder ?? toUtf8,
    };
};

const getRuntimeConfig = (config) => {
    emitWarningIfUnsupportedVersion(process.version);
    const defaultsMode = resolveDefaultsModeConfig(config);
    const defaultConfigProvider = () => defaultsMode().then(loadConfigsForDefaultMode);
    const clientSharedValues = getRuntimeConfig$1(config);
    emitWarningIfUnsupportedVersion$1(process.version);
    const loaderConfig = {
        profile: config?.profile,
        logger: clientSharedValues.logger,
    };
    return {
        ...clientSharedValues,
        ...config,
        runtime: "node",
        defaultsMode,
        authSchemePreference: config?.authSchemePreference ?? loadConfig(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS, loaderConfig),
        bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength,
        credentialDefaultProvider: config?.credentialDefaultProvider ?? defaultProvider,
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
        disableS3ExpressSessionAuth: config?.disableS3ExpressSessionAuth ?? loadConfig(NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS, loaderConfig),
        eventStreamSerdeProvider: config?.eventStreamSerdeProvider ?? eventStreamSerdeProvider,
        maxAttempts: config?.maxAttempts ?? loadConfig(NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
        region: config?.region ?? loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
        requestChecksumCalculation: config?.requestChecksumCalculation ?? loadConfig(NODE_REQUEST_CHECKSUM_CALCULATION_CONFIG_OPTIONS, loaderConfig),
        requestHandler: NodeHttpHandler.create(config?.requestHandler ?? defaultConfigProvider),
        responseChecksumValidation: config?.responseChecksumValidation ?? loadConfig(NODE_RESPONSE_CHECKSUM_VALIDATION_CONFIG_OPTIONS, loaderConfig),
        retryMode: config?.retryMode ??
            loadConfig({
                ...NODE_RETRY_MODE_CONFIG_OPTIONS,
                default: async () => (await defaultConfigProvider()).retryMode || DEFAULT_RETRY_MODE,
            }, config),
        sigv4aSigningRegionSet: config?.sigv4aSigningRegionSet ?? loadConfig(NODE_SIGV4A_CONFIG_OPTIONS, loaderConfig),
        streamCollector: config?.streamCollector ?? streamCollector,
        streamHasher: config?.streamHasher ?? readableStreamHasher,
        useArnRegion: config?.useArnRegion ?? loadConfig(NODE_USE_ARN_REGION_CONFIG_OPTIONS, loaderConfig),
        useDualstackEndpoint: config?.useDualstackEndpoint ?? loadConfig(NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        useFipsEndpoint: config?.useFipsEndpoint ?? loadConfig(NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        userAgentAppId: config?.userAgentAppId ?? loadConfig(NODE_APP_ID_CONFIG_OPTIONS, loaderConfig),
    };
};

const getHttpAuthExtensionConfiguration = (runtimeConfig) => {
    const _httpAuthSchemes = runtimeConfig.httpAuthSchemes;
    let _httpAuthSchemeProvider = runtimeConfig.httpAuthSchemeProvider;
    let _credentials = runtimeConfig.credentials;
    return {
        setHttpAuthScheme(httpAuthScheme) {
            const index = _httpAuthSchemes.findIndex((scheme) => scheme.schemeId === httpAuthScheme.schemeId);
            if (index === -1) {
                _httpAuthSchemes.push(httpAuthScheme);
            }
            else {
                _httpAuthSchemes.splice(index, 1, httpAuthScheme);
            }
        },
        httpAuthSchemes() {
            return _httpAuthSchemes;
        },
        setHttpAuthSchemeProvider(httpAuthSchemeProvider) {
            _httpAuthSchemeProvider = httpAuthSchemeProvider;
        },
        httpAuthSchemeProvider() {
            return _httpAuthSchemeProvider;
        },
        setCredentials(credentials) {
            _credentials = credentials;
        },
        credentials() {
            return _credentials;
        },
    };
};
const resolveHttpAuthRuntimeConfig = (config) => {
    return {
        httpAuthSchemes: config.httpAuthSchemes(),
        httpAuthSchemeProvider: config.httpAuthSchemeProvider(),
        credentials: config.credentials(),
    };
};

const resolveRuntimeExtensions = (runtimeConfig, extensions) => {
    const extensionConfiguration = Object.assign(getAwsRegionExtensionConfiguration(runtimeConfig), getDefaultExtensionConfiguration(runtimeConfig), getHttpHandlerExtensionConfiguration(runtimeConfig), getHttpAuthExtensionConfiguration(runtimeConfig));
    extensions.forEach((extension) => extension.configure(extensionConfiguration));
    return Object.assign(runtimeConfig, resolveAwsRegionExtensionConfiguration(extensionConfiguration), resolveDefaultRuntimeConfig(extensionConfiguration), resolveHttpHandlerRuntimeConfig(extensionConfiguration), resolveHttpAuthRuntimeConfig(extensionConfiguration));
};

class S3Client extends Client {
    config;
    constructor(...[configuration]) {
        const _config_0 = getRuntimeConfig(configuration || {});
        super(_config_0);
        this.initConfig = _config_0;
        const _config_1 = resolveClientEndpointParameters(_config_0);
        const _config_2 = resolveUserAgentConfig(_config_1);
        const _config_3 = resolveFlexibleChecksumsConfig(_config_2);
        const _config_4 = resolveRetryConfig(_config_3);
        const _config_5 = resolveRegionConfig(_config_4);
        const _config_6 = resolveHostHeaderConfig(_config_5);
        const _config_7 = resolveEndpointConfig(_config_6);
        const _config_8 = resolveEventStreamSerdeConfig(_config_7);
        const _config_9 = resolveHttpAuthSchemeConfig(_config_8);
        const _config_10 = resolveS3Config(_config_9, { session: [() => this, CreateSessionCommand] });
        const _config_11 = resolveRuntimeExtensions(_config_10, configuration?.extensions || []);
        this.config = _config_11;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
            httpAuthSchemeParametersProvider: defaultS3HttpAuthSchemeParametersProvider,
            identityProviderConfigProvider: async (config) => new DefaultIdentityProviderConfig({
                "aws.auth#sigv4": config.credentials,
                "aws.auth#sigv4a": config.credentials,
            }),
        }));
        this.middlewareStack.use(getHttpSigningPlugin(this.config));
        this.middlewareStack.use(getValidateBucketNamePlugin(this.config));
        this.middlewareStack.use(getAddExpectContinuePlugin(this.config));
        this.middlewareStack.use(getRegionRedirectMiddlewarePlugin(this.config));
        this.middlewareStack.use(getS3ExpressPlugin(this.config));
        this.middlewareStack.use(getS3ExpressHttpSigningPlugin(this.config));
    }
    destroy() {
        super.destroy();
    }
}

class AbortMultipartUploadCommand extends command(_ep0, _mw0, "AbortMultipartUpload", AbortMultipartUpload$) {
}

class CompleteMultipartUploadCommand extends command(_ep0, _mw1, "CompleteMultipartUpload", CompleteMultipartUpload$) {
}

class CopyObjectCommand extends command(_ep1, _mw1, "CopyObject", CopyObject$) {
}

class CreateBucketCommand extends command(_ep2, _mw2, "CreateBucket", CreateBucket$) {
}

class CreateBucketMetadataConfigurationCommand extends command(_ep3, _mw3, "CreateBucketMetadataConfiguration", CreateBucketMetadataConfiguration$) {
}

class CreateBucketMetadataTableConfigurationCommand extends command(_ep3, _mw3, "CreateBucketMetadataTableConfiguration", CreateBucketMetadataTableConfiguration$) {
}

class CreateMultipartUploadCommand extends command(_ep0, _mw1, "CreateMultipartUpload", CreateMultipartUpload$) {
}

class DeleteBucketAnalyticsConfigurationCommand extends command(_ep3, _mw4, "DeleteBucketAnalyticsConfiguration", DeleteBucketAnalyticsConfiguration$) {
}

class DeleteBucketCommand extends command(_ep3, _mw4, "DeleteBucket", DeleteBucket$) {
}

class DeleteBucketCorsCommand extends command(_ep3, _mw4, "DeleteBucketCors", DeleteBucketCors$) {
}

class DeleteBucketEncryptionCommand extends command(_ep3, _mw4, "DeleteBucketEncryption", DeleteBucketEncryption$) {
}

class DeleteBucketIntelligentTieringConfigurationCommand extends command(_ep3, _mw4, "DeleteBucketIntelligentTieringConfiguration", DeleteBucketIntelligentTieringConfiguration$) {
}

class DeleteBucketInventoryConfigurationCommand extends command(_ep3, _mw4, "DeleteBucketInventoryConfiguration", DeleteBucketInventoryConfiguration$) {
}

class DeleteBucketLifecycleCommand extends command(_ep3, _mw4, "DeleteBucketLifecycle", DeleteBucketLifecycle$) {
}

class DeleteBucketMetadataConfigurationCommand extends command(_ep3, _mw4, "DeleteBucketMetadataConfiguration", DeleteBucketMetadataConfiguration$) {
}

class DeleteBucketMetadataTableConfigurationCommand extends command(_ep3, _mw4, "DeleteBucketMetadataTableConfiguration", DeleteBucketMetadataTableConfiguration$) {
}

class DeleteBucketMetricsConfigurationCommand extends command(_ep3, _mw4, "DeleteBucketMetricsConfiguration", DeleteBucketMetricsConfiguration$) {
}

class DeleteBucketOwnershipControlsCommand extends command(_ep3, _mw4, "DeleteBucketOwnershipControls", DeleteBucketOwnershipControls$) {
}

class DeleteBucketPolicyCommand extends command(_ep3, _mw4, "DeleteBucketPolicy", DeleteBucketPolicy$) {
}

class DeleteBucketReplicationCommand extends command(_ep3, _mw4, "DeleteBucketReplication", DeleteBucketReplication$) {
}

class DeleteBucketTaggingCommand extends command(_ep3, _mw4, "DeleteBucketTagging", DeleteBucketTagging$) {
}

class DeleteBucketWebsiteCommand extends command(_ep3, _mw4, "DeleteBucketWebsite", DeleteBucketWebsite$) {
}

class DeleteObjectAnnotationCommand extends command(_ep5, _mw0, "DeleteObjectAnnotation", DeleteObjectAnnotation$) {
}

class DeleteObjectCommand extends command(_ep0, _mw0, "DeleteObject", DeleteObject$) {
}

class DeleteObjectsCommand extends command(_ep5, _mw5, "DeleteObjects", DeleteObjects$) {
}

class DeleteObjectTaggingCommand extends command(_ep5, _mw0, "DeleteObjectTagging", DeleteObjectTagging$) {
}

class DeletePublicAccessBlockCommand extends command(_ep3, _mw4, "DeletePublicAccessBlock", DeletePublicAccessBlock$) {
}

class GetBucketAbacCommand extends command(_ep5, _mw0, "GetBucketAbac", GetBucketAbac$) {
}

class GetBucketAccelerateConfigurationCommand extends command(_ep3, _mw0, "GetBucketAccelerateConfiguration", GetBucketAccelerateConfiguration$) {
}

class GetBucketAclCommand extends command(_ep3, _mw0, "GetBucketAcl", GetBucketAcl$) {
}

class GetBucketAnalyticsConfigurationCommand extends command(_ep3, _mw0, "GetBucketAnalyticsConfiguration", GetBucketAnalyticsConfiguration$) {
}

class GetBucketCorsCommand extends command(_ep3, _mw0, "GetBucketCors", GetBucketCors$) {
}

class GetBucketEncryptionCommand extends command(_ep3, _mw0, "GetBucketEncryption", GetBucketEncryption$) {
}

class GetBucketIntelligentTieringConfigurationCommand extends command(_ep3, _mw0, "GetBucketIntelligentTieringConfiguration", GetBucketIntelligentTieringConfiguration$) {
}

class GetBucketInventoryConfigurationCommand extends command(_ep3, _mw0, "GetBucketInventoryConfiguration", GetBucketInventoryConfiguration$) {
}

class GetBucketLifecycleConfigurationCommand extends command(_ep3, _mw0, "GetBucketLifecycleConfiguration", GetBucketLifecycleConfiguration$) {
}

class GetBucketLocationCommand extends command(_ep3, _mw0, "GetBucketLocation", GetBucketLocation$) {
}

class GetBucketLoggingCommand extends command(_ep3, _mw0, "GetBucketLogging", GetBucketLogging$) {
}

class GetBucketMetadataConfigurationCommand extends command(_ep3, _mw0, "GetBucketMetadataConfiguration", GetBucketMetadataConfiguration$) {
}

class GetBucketMetadataTableConfigurationCommand extends command(_ep3, _mw0, "GetBucketMetadataTableConfiguration", GetBucketMetadataTableConfiguration$) {
}

class GetBucketMetricsConfigurationCommand extends command(_ep3, _mw0, "GetBucketMetricsConfiguration", GetBucketMetricsConfiguration$) {
}

class GetBucketNotificationConfigurationCommand extends command(_ep3, _mw0, "GetBucketNotificationConfiguration", GetBucketNotificationConfiguration$) {
}

class GetBucketOwnershipControlsCommand extends command(_ep3, _mw0, "GetBucketOwnershipControls", GetBucketOwnershipControls$) {
}

class GetBucketPolicyCommand extends command(_ep3, _mw4, "GetBucketPolicy", GetBucketPolicy$) {
}

class GetBucketPolicyStatusCommand extends command(_ep3, _mw0, "GetBucketPolicyStatus", GetBucketPolicyStatus$) {
}

class GetBucketReplicationCommand extends command(_ep3, _mw0, "GetBucketReplication", GetBucketReplication$) {
}

class GetBucketRequestPaymentCommand extends command(_ep3, _mw0, "GetBucketRequestPayment", GetBucketRequestPayment$) {
}

class GetBucketTaggingCommand extends command(_ep3, _mw0, "GetBucketTagging", GetBucketTagging$) {
}

class GetBucketVersioningCommand extends command(_ep3, _mw0, "GetBucketVersioning", GetBucketVersioning$) {
}

class GetBucketWebsiteCommand extends command(_ep3, _mw0, "GetBucketWebsite", GetBucketWebsite$) {
}

class GetObjectAclCommand extends command(_ep0, _mw0, "GetObjectAcl", GetObjectAcl$) {
}

class GetObjectAnnotationCommand extends command(_ep0, _mw6, "GetObjectAnnotation", GetObjectAnnotation$) {
}

class GetObjectAttributesCommand extends command(_ep5, _mw1, "GetObjectAttributes", GetObjectAttributes$) {
}

class GetObjectCommand extends command(_ep0, _mw7, "GetObject", GetObject$) {
}

class GetObjectLegalHoldCommand extends command(_ep5, _mw0, "GetObjectLegalHold", GetObjectLegalHold$) {
}

class GetObjectLockConfigurationCommand extends command(_ep5, _mw0, "GetObjectLockConfiguration", GetObjectLockConfiguration$) {
}

class GetObjectRetentionCommand extends command(_ep5, _mw0, "GetObjectRetention", GetObjectRetention$) {
}

class GetObjectTaggingCommand extends command(_ep5, _mw0, "GetObjectTagging", GetObjectTagging$) {
}

class GetObjectTorrentCommand extends command(_ep5, _mw4, "GetObjectTorrent", GetObjectTorrent$) {
}

class GetPublicAccessBlockCommand extends command(_ep3, _mw0, "GetPublicAccessBlock", GetPublicAccessBlock$) {
}

class HeadBucketCommand extends command(_ep5, _mw0, "HeadBucket", HeadBucket$) {
}

class HeadObjectCommand extends command(_ep0, _mw8, "HeadObject", HeadObject$) {
}

class ListBucketAnalyticsConfigurationsCommand extends command(_ep3, _mw0, "ListBucketAnalyticsConfigurations", ListBucketAnalyticsConfigurations$) {
}

class ListBucketIntelligentTieringConfigurationsCommand extends command(_ep3, _mw0, "ListBucketIntelligentTieringConfigurations", ListBucketIntelligentTieringConfigurations$) {
}

class ListBucketInventoryConfigurationsCommand extends command(_ep3, _mw0, "ListBucketInventoryConfigurations", ListBucketInventoryConfigurations$) {
}

class ListBucketMetricsConfigurationsCommand extends command(_ep3, _mw0, "ListBucketMetricsConfigurations", ListBucketMetricsConfigurations$) {
}

class ListBucketsCommand extends command(_ep6, _mw0, "ListBuckets", ListBuckets$) {
}

class ListDirectoryBucketsCommand extends command(_ep7, _mw0, "ListDirectoryBuckets", ListDirectoryBuckets$) {
}

class ListMultipartUploadsCommand extends command(_ep8, _mw0, "ListMultipartUploads", ListMultipartUploads$) {
}

class ListObjectAnnotationsCommand extends command(_ep5, _mw0, "ListObjectAnnotations", ListObjectAnnotations$) {
}

class ListObjectsCommand extends command(_ep8, _mw0, "ListObjects", ListObjects$) {
}

class ListObjectsV2Command extends command(_ep8, _mw0, "ListObjectsV2", ListObjectsV2$) {
}

class ListObjectVersionsCommand extends command(_ep8, _mw0, "ListObjectVersions", ListObjectVersions$) {
}

class ListPartsCommand extends command(_ep0, _mw1, "ListParts", ListParts$) {
}

class PutBucketAbacCommand extends command(_ep5, _mw9, "PutBucketAbac", PutBucketAbac$) {
}

class PutBucketAccelerateConfigurationCommand extends command(_ep3, _mw9, "PutBucketAccelerateConfiguration", PutBucketAccelerateConfiguration$) {
}

class PutBucketAclCommand extends command(_ep3, _mw3, "PutBucketAcl", PutBucketAcl$) {
}

class PutBucketAnalyticsConfigurationCommand extends command(_ep3, _mw4, "PutBucketAnalyticsConfiguration", PutBucketAnalyticsConfiguration$) {
}

class PutBucketCorsCommand extends command(_ep3, _mw3, "PutBucketCors", PutBucketCors$) {
}

class PutBucketEncryptionCommand extends command(_ep3, _mw3, "PutBucketEncryption", PutBucketEncryption$) {
}

class PutBucketIntelligentTieringConfigurationCommand extends command(_ep3, _mw4, "PutBucketIntelligentTieringConfiguration", PutBucketIntelligentTieringConfiguration$) {
}

class PutBucketInventoryConfigurationCommand extends command(_ep3, _mw4, "PutBucketInventoryConfiguration", PutBucketInventoryConfiguration$) {
}

class PutBucketLifecycleConfigurationCommand extends command(_ep3, _mw5, "PutBucketLifecycleConfiguration", PutBucketLifecycleConfiguration$) {
}

class PutBucketLoggingCommand extends command(_ep3, _mw3, "PutBucketLogging", PutBucketLogging$) {
}

class PutBucketMetricsConfigurationCommand extends command(_ep3, _mw4, "PutBucketMetricsConfiguration", PutBucketMetricsConfiguration$) {
}

class PutBucketNotificationConfigurationCommand extends command(_ep3, _mw4, "PutBucketNotificationConfiguration", PutBucketNotificationConfiguration$) {
}

class PutBucketOwnershipControlsCommand extends command(_ep3, _mw3, "PutBucketOwnershipControls", PutBucketOwnershipControls$) {
}

class PutBucketPolicyCommand extends command(_ep3, _mw3, "PutBucketPolicy", PutBucketPolicy$) {
}

class PutBucketReplicationCommand extends command(_ep3, _mw3, "PutBucketReplication", PutBucketReplication$) {
}

class PutBucketRequestPaymentCommand extends command(_ep3, _mw3, "PutBucketRequestPayment", PutBucketRequestPayment$) {
}

class PutBucketTaggingCommand extends command(_ep3, _mw3, "PutBucketTagging", PutBucketTagging$) {
}

class PutBucketVersioningCommand extends command(_ep3, _mw3, "PutBucketVersioning", PutBucketVersioning$) {
}

class PutBucketWebsiteCommand extends command(_ep3, _mw3, "PutBucketWebsite", PutBucketWebsite$) {
}

class PutObjectAclCommand extends command(_ep0, _mw5, "PutObjectAcl", PutObjectAcl$) {
}

class PutObjectAnnotationCommand extends command(_ep0, _mw10, "PutObjectAnnotation", PutObjectAnnotation$) {
}

class PutObjectCommand extends command(_ep0, _mw11, "PutObject", PutObject$) {
}

class PutObjectLegalHoldCommand extends command(_ep5, _mw5, "PutObjectLegalHold", PutObjectLegalHold$) {
}

class PutObjectLockConfigurationCommand extends command(_ep5, _mw5, "PutObjectLockConfiguration", PutObjectLockConfiguration$) {
}

class PutObjectRetentionCommand extends command(_ep5, _mw5, "PutObjectRetention", PutObjectRetention$) {
}

class PutObjectTaggingCommand extends command(_ep5, _mw5, "PutObjectTagging", PutObjectTagging$) {
}

class PutPublicAccessBlockCommand extends command(_ep3, _mw3, "PutPublicAccessBlock", PutPublicAccessBlock$) {
}

class RenameObjectCommand extends command(_ep0, _mw0, "RenameObject", RenameObject$) {
}

class RestoreObjectCommand extends command(_ep5, _mw10, "RestoreObject", RestoreObject$) {
}

class SelectObjectContentCommand extends command(_ep5, _mw12, "SelectObjectContent", SelectObjectContent$) {
}

class UpdateBucketMetadataAnnotationTableConfigurationCommand extends command(_ep3, _mw3, "UpdateBucketMetadataAnnotationTableConfiguration", UpdateBucketMetadataAnnotationTableConfiguration$) {
}

class UpdateBucketMetadataInventoryTableConfigurationCommand extends command(_ep3, _mw3, "UpdateBucketMetadataInventoryTableConfiguration", UpdateBucketMetadataInventoryTableConfiguration$) {
}

class UpdateBucketMetadataJournalTableConfigurationCommand extends command(_ep3, _mw3, "UpdateBucketMetadataJournalTableConfiguration", UpdateBucketMetadataJournalTableConfiguration$) {
}

class UpdateObjectEncryptionCommand extends command(_ep5, _mw5, "UpdateObjectEncryption", UpdateObjectEncryption$) {
}

class UploadPartCommand extends command(_ep0, _mw13, "UploadPart", UploadPart$) {
}

class UploadPartCopyCommand extends command(_ep4, _mw1, "UploadPartCopy", UploadPartCopy$) {
}

class WriteGetObjectResponseCommand extends command(_ep9, _mw4, "WriteGetObjectResponse", WriteGetObjectResponse$) {
}

const paginateListBuckets = createPaginator(S3Client, ListBucketsCommand, "ContinuationToken", "ContinuationToken", "MaxBuckets");

const paginateListDirectoryBuckets = createPaginator(S3Client, ListDirectoryBucketsCommand, "ContinuationToken", "ContinuationToken", "MaxDirectoryBuckets");

const paginateListObjectAnnotations = createPaginator(S3Client, ListObjectAnnotationsCommand, "ContinuationToken", "NextContinuationToken", "MaxAnnotationResults");

const paginateListObjectsV2 = createPaginator(S3Client, ListObjectsV2Command, "ContinuationToken", "NextContinuationToken", "MaxKeys");

const paginateListParts = createPaginator(S3Client, ListPartsCommand, "PartNumberMarker", "NextPartNumberMarker", "MaxParts");

const checkState$3 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new HeadBucketCommand(input));
        reason = result;
        return { state: WaiterState.SUCCESS, reason };
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "NotFound") {
            return { state: WaiterState.RETRY, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForBucketExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
};
const waitUntilBucketExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
    return checkExceptions(result);
};

const checkState$2 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new HeadBucketCommand(input));
        reason = result;
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "NotFound") {
            return { state: WaiterState.SUCCESS, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForBucketNotExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
};
const waitUntilBucketNotExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
    return checkExceptions(result);
};

const checkState$1 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new HeadObjectCommand(input));
        reason = result;
        return { state: WaiterState.SUCCESS, reason };
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "NotFound") {
            return { state: WaiterState.RETRY, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForObjectExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
};
const waitUntilObjectExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
    return checkExceptions(result);
};

const checkState = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new HeadObjectCommand(input));
        reason = result;
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "NotFound") {
            return { state: WaiterState.SUCCESS, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForObjectNotExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState);
};
const waitUntilObjectNotExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState);
    return checkExceptions(result);
};

const commands = {
    AbortMultipartUploadCommand,
    CompleteMultipartUploadCommand,
    CopyObjectCommand,
    CreateBucketCommand,
    CreateBucketMetadataConfigurationCommand,
    CreateBucketMetadataTableConfigurationCommand,
    CreateMultipartUploadCommand,
    CreateSessionCommand,
    DeleteBucketCommand,
    DeleteBucketAnalyticsConfigurationCommand,
    DeleteBucketCorsCommand,
    DeleteBucketEncryptionCommand,
    DeleteBucketIntelligentTieringConfigurationCommand,
    DeleteBucketInventoryConfigurationCommand,
    DeleteBucketLifecycleCommand,
    DeleteBucketMetadataConfigurationCommand,
    DeleteBucketMetadataTableConfigurationCommand,
    DeleteBucketMetricsConfigurationCommand,
    DeleteBucketOwnershipControlsCommand,
    DeleteBucketPolicyCommand,
    DeleteBucketReplicationCommand,
    DeleteBucketTaggingCommand,
    DeleteBucketWebsiteCommand,
    DeleteObjectCommand,
    DeleteObjectAnnotationCommand,
    DeleteObjectsCommand,
    DeleteObjectTaggingCommand,
    DeletePublicAccessBlockCommand,
    GetBucketAbacCommand,
    GetBucketAccelerateConfigurationCommand,
    GetBucketAclCommand,
    GetBucketAnalyticsConfigurationCommand,
    GetBucketCorsCommand,
    GetBucketEncryptionCommand,
    GetBucketIntelligentTieringConfigurationCommand,
    GetBucketInventoryConfigurationCommand,
    GetBucketLifecycleConfigurationCommand,
    GetBucketLocationCommand,
    GetBucketLoggingCommand,
    GetBucketMetadataConfigurationCommand,
    GetBucketMetadataTableConfigurationCommand,
    GetBucketMetricsConfigurationCommand,
    GetBucketNotificationConfigurationCommand,
    GetBucketOwnershipControlsCommand,
    GetBucketPolicyCommand,
    GetBucketPolicyStatusCommand,
    GetBucketReplicationCommand,
    GetBucketRequestPaymentCommand,
    GetBucketTaggingCommand,
    GetBucketVersioningCommand,
    GetBucketWebsiteCommand,
    GetObjectCommand,
    GetObjectAclCommand,
    GetObjectAnnotationCommand,
    GetObjectAttributesCommand,
    GetObjectLegalHoldCommand,
    GetObjectLockConfigurationCommand,
    GetObjectRetentionCommand,
    GetObjectTaggingCommand,
    GetObjectTorrentCommand,
    GetPublicAccessBlockCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListBucketAnalyticsConfigurationsCommand,
    ListBucketIntelligentTieringConfigurationsCommand,
    ListBucketInventoryConfigurationsCommand,
    ListBucketMetricsConfigurationsCommand,
    ListBucketsCommand,
    ListDirectoryBucketsCommand,
    ListMultipartUploadsCommand,
    ListObjectAnnotationsCommand,
    ListObjectsCommand,
    ListObjectsV2Command,
    ListObjectVersionsCommand,
    ListPartsCommand,
    PutBucketAbacCommand,
    PutBucketAccelerateConfigurationCommand,
    PutBucketAclCommand,
    PutBucketAnalyticsConfigurationCommand,
    PutBucketCorsCommand,
    PutBucketEncryptionCommand,
    PutBucketIntelligentTieringConfigurationCommand,
    PutBucketInventoryConfigurationCommand,
    PutBucketLifecycleConfigurationCommand,
    PutBucketLoggingCommand,
    PutBucketMetricsConfigurationCommand,
    PutBucketNotificationConfigurationCommand,
    PutBucketOwnershipControlsCommand,
    PutBucketPolicyCommand,
    PutBucketReplicationCommand,
    PutBucketRequestPaymentCommand,
    PutBucketTaggingCommand,
    PutBucketVersioningCommand,
    PutBucketWebsiteCommand,
    PutObjectCommand,
    PutObjectAclCommand,
    PutObjectAnnotationCommand,
    PutObjectLegalHoldCommand,
    PutObjectLockConfigurationCommand,
    PutObjectRetentionCommand,
    PutObjectTaggingCommand,
    PutPublicAccessBlockCommand,
    RenameObjectCommand,
    RestoreObjectCommand,
    SelectObjectContentCommand,
    UpdateBucketMetadataAnnotationTableConfigurationCommand,
    UpdateBucketMetadataInventoryTableConfigurationCommand,
    UpdateBucketMetadataJournalTableConfigurationCommand,
    UpdateObjectEncryptionCommand,
    UploadPartCommand,
    UploadPartCopyCommand,
    WriteGetObjectResponseCommand,
};
const paginators = {
    paginateListBuckets,
    paginateListDirectoryBuckets,
    paginateListObjectAnnotations,
    paginateListObjectsV2,
    paginateListParts,
};
const waiters = {
    waitUntilBucketExists,
    waitUntilBucketNotExists,
    waitUntilObjectExists,
    waitUntilObjectNotExists,
};
class S3 extends S3Client {
}
createAggregatedClient(commands, S3, { paginators, waiters });

const BucketAbacStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const RequestCharged = {
    requester: "requester",
};
const RequestPayer = {
    requester: "requester",
};
const BucketAccelerateStatus = {
    Enabled: "Enabled",
    Suspended: "Suspended",
};
const Type = {
    AmazonCustomerByEmail: "AmazonCustomerByEmail",
    CanonicalUser: "CanonicalUser",
    Group: "Group",
};
const Permission = {
    FULL_CONTROL: "FULL_CONTROL",
    READ: "READ",
    READ_ACP: "READ_ACP",
    WRITE: "WRITE",
    WRITE_ACP: "WRITE_ACP",
};
const OwnerOverride = {
    Destination: "Destination",
};
const ChecksumType = {
    COMPOSITE: "COMPOSITE",
    FULL_OBJECT: "FULL_OBJECT",
};
const ServerSideEncryption = {
    AES256: "AES256",
    aws_backup: "aws:backup",
    aws_fsx: "aws:fsx",
    aws_kms: "aws:kms",
    aws_kms_dsse: "aws:kms:dsse",
};
const ObjectCannedACL = {
    authenticated_read: "authenticated-read",
    aws_exec_read: "aws-exec-read",
    bucket_owner_full_control: "bucket-owner-full-control",
    bucket_owner_read: "bucket-owner-read",
    private: "private",
    public_read: "public-read",
    public_read_write: "public-read-write",
};
const AnnotationDirective = {
    COPY: "COPY",
    EXCLUDE: "EXCLUDE",
};
const ChecksumAlgorithm = {
    CRC32: "CRC32",
    CRC32C: "CRC32C",
    CRC64NVME: "CRC64NVME",
    MD5: "MD5",
    SHA1: "SHA1",
    SHA256: "SHA256",
    SHA512: "SHA512",
    XXHASH128: "XXHASH128",
    XXHASH3: "XXHASH3",
    XXHASH64: "XXHASH64",
};
const MetadataDirective = {
    COPY: "COPY",
    REPLACE: "REPLACE",
};
const ObjectLockEventHold = {
    OFF: "OFF",
    ON: "ON",
};
const ObjectLockLegalHoldStatus = {
    OFF: "OFF",
    ON: "ON",
};
const ObjectLockMode = {
    COMPLIANCE: "COMPLIANCE",
    GOVERNANCE: "GOVERNANCE",
};
const StorageClass = {
    AWS_BACKUP_LOW_COST_WARM: "AWS_BACKUP_LOW_COST_WARM",
    AWS_BACKUP_WARM: "AWS_BACKUP_WARM",
    DEEP_ARCHIVE: "DEEP_ARCHIVE",
    EXPRESS_ONEZONE: "EXPRESS_ONEZONE",
    FSX_ONTAP: "FSX_ONTAP",
    FSX_OPENZFS: "FSX_OPENZFS",
    GLACIER: "GLACIER",
    GLACIER_IR: "GLACIER_IR",
    INTELLIGENT_TIERING: "INTELLIGENT_TIERING",
    ONEZONE_IA: "ONEZONE_IA",
    OUTPOSTS: "OUTPOSTS",
    REDUCED_REDUNDANCY: "REDUCED_REDUNDANCY",
    SNOW: "SNOW",
    STANDARD: "STANDARD",
    STANDARD_IA: "STANDARD_IA",
};
const TaggingDirective = {
    COPY: "COPY",
    REPLACE: "REPLACE",
};
const BucketCannedACL = {
    authenticated_read: "authenticated-read",
    private: "private",
    public_read: "public-read",
    public_read_write: "public-read-write",
};
const BucketNamespace = {
    ACCOUNT_REGIONAL: "account-regional",
    GLOBAL: "global",
};
const DataRedundancy = {
    SingleAvailabilityZone: "SingleAvailabilityZone",
    SingleLocalZone: "SingleLocalZone",
};
const BucketType = {
    Directory: "Directory",
};
const LocationType = {
    AvailabilityZone: "AvailabilityZone",
    LocalZone: "LocalZone",
};
const BucketLocationConstraint = {
    EU: "EU",
    af_south_1: "af-south-1",
    ap_east_1: "ap-east-1",
    ap_east_2: "ap-east-2",
    ap_northeast_1: "ap-northeast-1",
    ap_northeast_2: "ap-northeast-2",
    ap_northeast_3: "ap-northeast-3",
    ap_south_1: "ap-south-1",
    ap_south_2: "ap-south-2",
    ap_southeast_1: "ap-southeast-1",
    ap_southeast_2: "ap-southeast-2",
    ap_southeast_3: "ap-southeast-3",
    ap_southeast_4: "ap-southeast-4",
    ap_southeast_5: "ap-southeast-5",
    ap_southeast_6: "ap-southeast-6",
    ap_southeast_7: "ap-southeast-7",
    ca_central_1: "ca-central-1",
    ca_west_1: "ca-west-1",
    cn_north_1: "cn-north-1",
    cn_northwest_1: "cn-northwest-1",
    eu_central_1: "eu-central-1",
    eu_central_2: "eu-central-2",
    eu_north_1: "eu-north-1",
    eu_south_1: "eu-south-1",
    eu_south_2: "eu-south-2",
    eu_west_1: "eu-west-1",
    eu_west_2: "eu-west-2",
    eu_west_3: "eu-west-3",
    il_central_1: "il-central-1",
    me_central_1: "me-central-1",
    me_south_1: "me-south-1",
    mx_central_1: "mx-central-1",
    sa_east_1: "sa-east-1",
    us_east_2: "us-east-2",
    us_gov_east_1: "us-gov-east-1",
    us_gov_west_1: "us-gov-west-1",
    us_west_1: "us-west-1",
    us_west_2: "us-west-2",
};
const ObjectOwnership = {
    BucketOwnerEnforced: "BucketOwnerEnforced",
    BucketOwnerPreferred: "BucketOwnerPreferred",
    ObjectWriter: "ObjectWriter",
};
const AnnotationConfigurationState = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const TableSseAlgorithm = {
    AES256: "AES256",
    aws_kms: "aws:kms",
};
const InventoryConfigurationState = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const ExpirationState = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const SessionMode = {
    ReadOnly: "ReadOnly",
    ReadWrite: "ReadWrite",
};
const AnalyticsS3ExportFileFormat = {
    CSV: "CSV",
};
const StorageClassAnalysisSchemaVersion = {
    V_1: "V_1",
};
const EncryptionType = {
    NONE: "NONE",
    SSE_C: "SSE-C",
};
const IntelligentTieringStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const IntelligentTieringAccessTier = {
    ARCHIVE_ACCESS: "ARCHIVE_ACCESS",
    DEEP_ARCHIVE_ACCESS: "DEEP_ARCHIVE_ACCESS",
};
const InventoryFormat = {
    CSV: "CSV",
    ORC: "ORC",
    Parquet: "Parquet",
};
const InventoryIncludedObjectVersions = {
    All: "All",
    Current: "Current",
};
const InventoryOptionalField = {
    BucketKeyStatus: "BucketKeyStatus",
    ChecksumAlgorithm: "ChecksumAlgorithm",
    ETag: "ETag",
    EncryptionStatus: "EncryptionStatus",
    IntelligentTieringAccessTier: "IntelligentTieringAccessTier",
    IntelligentTieringReferenceDate: "IntelligentTieringReferenceDate",
    IsMultipartUploaded: "IsMultipartUploaded",
    LastModifiedDate: "LastModifiedDate",
    LifecycleExpirationDate: "LifecycleExpirationDate",
    ObjectAccessControlList: "ObjectAccessControlList",
    ObjectLockEventHoldDuration: "ObjectLockEventHoldDuration",
    ObjectLockEventHoldStatus: "ObjectLockEventHoldStatus",
    ObjectLockLegalHoldStatus: "ObjectLockLegalHoldStatus",
    ObjectLockMode: "ObjectLockMode",
    ObjectLockRetainUntilDate: "ObjectLockRetainUntilDate",
    ObjectOwner: "ObjectOwner",
    ReplicationStatus: "ReplicationStatus",
    Size: "Size",
    StorageClass: "StorageClass",
};
const InventoryFrequency = {
    Daily: "Daily",
    Weekly: "Weekly",
};
const TransitionStorageClass = {
    DEEP_ARCHIVE: "DEEP_ARCHIVE",
    GLACIER: "GLACIER",
    GLACIER_IR: "GLACIER_IR",
    INTELLIGENT_TIERING: "INTELLIGENT_TIERING",
    ONEZONE_IA: "ONEZONE_IA",
    STANDARD_IA: "STANDARD_IA",
};
const ExpirationStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const TransitionDefaultMinimumObjectSize = {
    all_storage_classes_128K: "all_storage_classes_128K",
    varies_by_storage_class: "varies_by_storage_class",
};
const BucketLogsPermission = {
    FULL_CONTROL: "FULL_CONTROL",
    READ: "READ",
    WRITE: "WRITE",
};
const PartitionDateSource = {
    DeliveryTime: "DeliveryTime",
    EventTime: "EventTime",
};
const S3TablesBucketType = {
    aws: "aws",
    customer: "customer",
};
const Event = {
    s3_IntelligentTiering: "s3:IntelligentTiering",
    s3_LifecycleExpiration_: "s3:LifecycleExpiration:*",
    s3_LifecycleExpiration_Delete: "s3:LifecycleExpiration:Delete",
    s3_LifecycleExpiration_DeleteMarkerCreated: "s3:LifecycleExpiration:DeleteMarkerCreated",
    s3_LifecycleTransition: "s3:LifecycleTransition",
    s3_ObjectAcl_Put: "s3:ObjectAcl:Put",
    s3_ObjectAnnotation_: "s3:ObjectAnnotation:*",
    s3_ObjectAnnotation_Delete: "s3:ObjectAnnotation:Delete",
    s3_ObjectAnnotation_Put: "s3:ObjectAnnotation:Put",
    s3_ObjectCreated_: "s3:ObjectCreated:*",
    s3_ObjectCreated_CompleteMultipartUpload: "s3:ObjectCreated:CompleteMultipartUpload",
    s3_ObjectCreated_Copy: "s3:ObjectCreated:Copy",
    s3_ObjectCreated_Post: "s3:ObjectCreated:Post",
    s3_ObjectCreated_Put: "s3:ObjectCreated:Put",
    s3_ObjectRemoved_: "s3:ObjectRemoved:*",
    s3_ObjectRemoved_Delete: "s3:ObjectRemoved:Delete",
    s3_ObjectRemoved_DeleteMarkerCreated: "s3:ObjectRemoved:DeleteMarkerCreated",
    s3_ObjectRestore_: "s3:ObjectRestore:*",
    s3_ObjectRestore_Completed: "s3:ObjectRestore:Completed",
    s3_ObjectRestore_Delete: "s3:ObjectRestore:Delete",
    s3_ObjectRestore_Post: "s3:ObjectRestore:Post",
    s3_ObjectRetention_Put: "s3:ObjectRetention:Put",
    s3_ObjectTagging_: "s3:ObjectTagging:*",
    s3_ObjectTagging_Delete: "s3:ObjectTagging:Delete",
    s3_ObjectTagging_Put: "s3:ObjectTagging:Put",
    s3_ReducedRedundancyLostObject: "s3:ReducedRedundancyLostObject",
    s3_Replication_: "s3:Replication:*",
    s3_Replication_OperationFailedReplication: "s3:Replication:OperationFailedReplication",
    s3_Replication_OperationMissedThreshold: "s3:Replication:OperationMissedThreshold",
    s3_Replication_OperationNotTracked: "s3:Replication:OperationNotTracked",
    s3_Replication_OperationReplicatedAfterThreshold: "s3:Replication:OperationReplicatedAfterThreshold",
};
const FilterRuleName = {
    prefix: "prefix",
    suffix: "suffix",
};
const DeleteMarkerReplicationStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const MetricsStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const ReplicationTimeStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const ExistingObjectReplicationStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const ReplicaModificationsStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const SseKmsEncryptedObjectsStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const ReplicationRuleStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const Payer = {
    BucketOwner: "BucketOwner",
    Requester: "Requester",
};
const MFADeleteStatus = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const BucketVersioningStatus = {
    Enabled: "Enabled",
    Suspended: "Suspended",
};
const Protocol = {
    http: "http",
    https: "https",
};
const ReplicationStatus = {
    COMPLETE: "COMPLETE",
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    PENDING: "PENDING",
    REPLICA: "REPLICA",
};
const ChecksumMode = {
    ENABLED: "ENABLED",
};
const ObjectAttributes = {
    CHECKSUM: "Checksum",
    ETAG: "ETag",
    OBJECT_PARTS: "ObjectParts",
    OBJECT_SIZE: "ObjectSize",
    STORAGE_CLASS: "StorageClass",
};
const ObjectLockEnabled = {
    Enabled: "Enabled",
};
const ObjectLockRetentionMode = {
    COMPLIANCE: "COMPLIANCE",
    GOVERNANCE: "GOVERNANCE",
};
const ArchiveStatus = {
    ARCHIVE_ACCESS: "ARCHIVE_ACCESS",
    DEEP_ARCHIVE_ACCESS: "DEEP_ARCHIVE_ACCESS",
};
const EncodingType = {
    url: "url",
};
const ObjectStorageClass = {
    AWS_BACKUP_LOW_COST_WARM: "AWS_BACKUP_LOW_COST_WARM",
    AWS_BACKUP_WARM: "AWS_BACKUP_WARM",
    DEEP_ARCHIVE: "DEEP_ARCHIVE",
    EXPRESS_ONEZONE: "EXPRESS_ONEZONE",
    FSX_ONTAP: "FSX_ONTAP",
    FSX_OPENZFS: "FSX_OPENZFS",
    GLACIER: "GLACIER",
    GLACIER_IR: "GLACIER_IR",
    INTELLIGENT_TIERING: "INTELLIGENT_TIERING",
    ONEZONE_IA: "ONEZONE_IA",
    OUTPOSTS: "OUTPOSTS",
    REDUCED_REDUNDANCY: "REDUCED_REDUNDANCY",
    SNOW: "SNOW",
    STANDARD: "STANDARD",
    STANDARD_IA: "STANDARD_IA",
};
const OptionalObjectAttributes = {
    RESTORE_STATUS: "RestoreStatus",
};
const ObjectVersionStorageClass = {
    STANDARD: "STANDARD",
};
const MFADelete = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const Tier = {
    Bulk: "Bulk",
    Expedited: "Expedited",
    Standard: "Standard",
};
const ExpressionType = {
    SQL: "SQL",
};
const CompressionType = {
    BZIP2: "BZIP2",
    GZIP: "GZIP",
    NONE: "NONE",
};
const FileHeaderInfo = {
    IGNORE: "IGNORE",
    NONE: "NONE",
    USE: "USE",
};
const JSONType = {
    DOCUMENT: "DOCUMENT",
    LINES: "LINES",
};
const QuoteFields = {
    ALWAYS: "ALWAYS",
    ASNEEDED: "ASNEEDED",
};
const RestoreRequestType = {
    SELECT: "SELECT",
};

__webpack_unused_export__ = AbacStatus$;
__webpack_unused_export__ = AbortIncompleteMultipartUpload$;
__webpack_unused_export__ = AbortMultipartUpload$;
__webpack_unused_export__ = AbortMultipartUploadCommand;
__webpack_unused_export__ = AbortMultipartUploadOutput$;
__webpack_unused_export__ = AbortMultipartUploadRequest$;
__webpack_unused_export__ = AccelerateConfiguration$;
__webpack_unused_export__ = AccessControlPolicy$;
__webpack_unused_export__ = AccessControlTranslation$;
__webpack_unused_export__ = AccessDenied;
__webpack_unused_export__ = AccessDenied$;
__webpack_unused_export__ = AnalyticsAndOperator$;
__webpack_unused_export__ = AnalyticsConfiguration$;
__webpack_unused_export__ = AnalyticsExportDestination$;
__webpack_unused_export__ = AnalyticsFilter$;
__webpack_unused_export__ = AnalyticsS3BucketDestination$;
__webpack_unused_export__ = AnalyticsS3ExportFileFormat;
__webpack_unused_export__ = AnnotationConfigurationState;
__webpack_unused_export__ = AnnotationDirective;
__webpack_unused_export__ = AnnotationEntry$;
__webpack_unused_export__ = AnnotationLimitExceeded;
__webpack_unused_export__ = AnnotationLimitExceeded$;
__webpack_unused_export__ = AnnotationNameTooLong;
__webpack_unused_export__ = AnnotationNameTooLong$;
__webpack_unused_export__ = AnnotationTableConfiguration$;
__webpack_unused_export__ = AnnotationTableConfigurationResult$;
__webpack_unused_export__ = AnnotationTableConfigurationUpdates$;
__webpack_unused_export__ = ArchiveStatus;
__webpack_unused_export__ = BlockedEncryptionTypes$;
__webpack_unused_export__ = Bucket$;
__webpack_unused_export__ = BucketAbacStatus;
__webpack_unused_export__ = BucketAccelerateStatus;
__webpack_unused_export__ = BucketAlreadyExists;
__webpack_unused_export__ = BucketAlreadyExists$;
__webpack_unused_export__ = BucketAlreadyOwnedByYou;
__webpack_unused_export__ = BucketAlreadyOwnedByYou$;
__webpack_unused_export__ = BucketCannedACL;
__webpack_unused_export__ = BucketInfo$;
__webpack_unused_export__ = BucketLifecycleConfiguration$;
__webpack_unused_export__ = BucketLocationConstraint;
__webpack_unused_export__ = BucketLoggingStatus$;
__webpack_unused_export__ = BucketLogsPermission;
__webpack_unused_export__ = BucketNamespace;
__webpack_unused_export__ = BucketType;
__webpack_unused_export__ = BucketVersioningStatus;
__webpack_unused_export__ = CORSConfiguration$;
__webpack_unused_export__ = CORSRule$;
__webpack_unused_export__ = CSVInput$;
__webpack_unused_export__ = CSVOutput$;
__webpack_unused_export__ = Checksum$;
__webpack_unused_export__ = ChecksumAlgorithm;
__webpack_unused_export__ = ChecksumMode;
__webpack_unused_export__ = ChecksumType;
__webpack_unused_export__ = CommonPrefix$;
__webpack_unused_export__ = CompleteMultipartUpload$;
__webpack_unused_export__ = CompleteMultipartUploadCommand;
__webpack_unused_export__ = CompleteMultipartUploadOutput$;
__webpack_unused_export__ = CompleteMultipartUploadRequest$;
__webpack_unused_export__ = CompletedMultipartUpload$;
__webpack_unused_export__ = CompletedPart$;
__webpack_unused_export__ = CompressionType;
__webpack_unused_export__ = Condition$;
__webpack_unused_export__ = ContinuationEvent$;
__webpack_unused_export__ = CopyObject$;
__webpack_unused_export__ = CopyObjectCommand;
__webpack_unused_export__ = CopyObjectOutput$;
__webpack_unused_export__ = CopyObjectRequest$;
__webpack_unused_export__ = CopyObjectResult$;
__webpack_unused_export__ = CopyPartResult$;
__webpack_unused_export__ = CreateBucket$;
__webpack_unused_export__ = CreateBucketCommand;
__webpack_unused_export__ = CreateBucketConfiguration$;
__webpack_unused_export__ = CreateBucketMetadataConfiguration$;
__webpack_unused_export__ = CreateBucketMetadataConfigurationCommand;
__webpack_unused_export__ = CreateBucketMetadataConfigurationRequest$;
__webpack_unused_export__ = CreateBucketMetadataTableConfiguration$;
__webpack_unused_export__ = CreateBucketMetadataTableConfigurationCommand;
__webpack_unused_export__ = CreateBucketMetadataTableConfigurationRequest$;
__webpack_unused_export__ = CreateBucketOutput$;
__webpack_unused_export__ = CreateBucketRequest$;
__webpack_unused_export__ = CreateMultipartUpload$;
__webpack_unused_export__ = CreateMultipartUploadCommand;
__webpack_unused_export__ = CreateMultipartUploadOutput$;
__webpack_unused_export__ = CreateMultipartUploadRequest$;
__webpack_unused_export__ = CreateSession$;
__webpack_unused_export__ = CreateSessionCommand;
__webpack_unused_export__ = CreateSessionOutput$;
__webpack_unused_export__ = CreateSessionRequest$;
__webpack_unused_export__ = DataRedundancy;
__webpack_unused_export__ = DefaultRetention$;
__webpack_unused_export__ = Delete$;
__webpack_unused_export__ = DeleteBucket$;
__webpack_unused_export__ = DeleteBucketAnalyticsConfiguration$;
__webpack_unused_export__ = DeleteBucketAnalyticsConfigurationCommand;
__webpack_unused_export__ = DeleteBucketAnalyticsConfigurationRequest$;
__webpack_unused_export__ = DeleteBucketCommand;
__webpack_unused_export__ = DeleteBucketCors$;
__webpack_unused_export__ = DeleteBucketCorsCommand;
__webpack_unused_export__ = DeleteBucketCorsRequest$;
__webpack_unused_export__ = DeleteBucketEncryption$;
__webpack_unused_export__ = DeleteBucketEncryptionCommand;
__webpack_unused_export__ = DeleteBucketEncryptionRequest$;
__webpack_unused_export__ = DeleteBucketIntelligentTieringConfiguration$;
__webpack_unused_export__ = DeleteBucketIntelligentTieringConfigurationCommand;
__webpack_unused_export__ = DeleteBucketIntelligentTieringConfigurationRequest$;
__webpack_unused_export__ = DeleteBucketInventoryConfiguration$;
__webpack_unused_export__ = DeleteBucketInventoryConfigurationCommand;
__webpack_unused_export__ = DeleteBucketInventoryConfigurationRequest$;
__webpack_unused_export__ = DeleteBucketLifecycle$;
__webpack_unused_export__ = DeleteBucketLifecycleCommand;
__webpack_unused_export__ = DeleteBucketLifecycleRequest$;
__webpack_unused_export__ = DeleteBucketMetadataConfiguration$;
__webpack_unused_export__ = DeleteBucketMetadataConfigurationCommand;
__webpack_unused_export__ = DeleteBucketMetadataConfigurationRequest$;
__webpack_unused_export__ = DeleteBucketMetadataTableConfiguration$;
__webpack_unused_export__ = DeleteBucketMetadataTableConfigurationCommand;
__webpack_unused_export__ = DeleteBucketMetadataTableConfigurationRequest$;
__webpack_unused_export__ = DeleteBucketMetricsConfiguration$;
__webpack_unused_export__ = DeleteBucketMetricsConfigurationCommand;
__webpack_unused_export__ = DeleteBucketMetricsConfigurationRequest$;
__webpack_unused_export__ = DeleteBucketOwnershipControls$;
__webpack_unused_export__ = DeleteBucketOwnershipControlsCommand;
__webpack_unused_export__ = DeleteBucketOwnershipControlsRequest$;
__webpack_unused_export__ = DeleteBucketPolicy$;
__webpack_unused_export__ = DeleteBucketPolicyCommand;
__webpack_unused_export__ = DeleteBucketPolicyRequest$;
__webpack_unused_export__ = DeleteBucketReplication$;
__webpack_unused_export__ = DeleteBucketReplicationCommand;
__webpack_unused_export__ = DeleteBucketReplicationRequest$;
__webpack_unused_export__ = DeleteBucketRequest$;
__webpack_unused_export__ = DeleteBucketTagging$;
__webpack_unused_export__ = DeleteBucketTaggingCommand;
__webpack_unused_export__ = DeleteBucketTaggingRequest$;
__webpack_unused_export__ = DeleteBucketWebsite$;
__webpack_unused_export__ = DeleteBucketWebsiteCommand;
__webpack_unused_export__ = DeleteBucketWebsiteRequest$;
__webpack_unused_export__ = DeleteMarkerEntry$;
__webpack_unused_export__ = DeleteMarkerReplication$;
__webpack_unused_export__ = DeleteMarkerReplicationStatus;
__webpack_unused_export__ = DeleteObject$;
__webpack_unused_export__ = DeleteObjectAnnotation$;
__webpack_unused_export__ = DeleteObjectAnnotationCommand;
__webpack_unused_export__ = DeleteObjectAnnotationOutput$;
__webpack_unused_export__ = DeleteObjectAnnotationRequest$;
__webpack_unused_export__ = DeleteObjectCommand;
__webpack_unused_export__ = DeleteObjectOutput$;
__webpack_unused_export__ = DeleteObjectRequest$;
__webpack_unused_export__ = DeleteObjectTagging$;
__webpack_unused_export__ = DeleteObjectTaggingCommand;
__webpack_unused_export__ = DeleteObjectTaggingOutput$;
__webpack_unused_export__ = DeleteObjectTaggingRequest$;
__webpack_unused_export__ = DeleteObjects$;
__webpack_unused_export__ = DeleteObjectsCommand;
__webpack_unused_export__ = DeleteObjectsOutput$;
__webpack_unused_export__ = DeleteObjectsRequest$;
__webpack_unused_export__ = DeletePublicAccessBlock$;
__webpack_unused_export__ = DeletePublicAccessBlockCommand;
__webpack_unused_export__ = DeletePublicAccessBlockRequest$;
__webpack_unused_export__ = DeletedObject$;
__webpack_unused_export__ = Destination$;
__webpack_unused_export__ = DestinationResult$;
__webpack_unused_export__ = EncodingType;
__webpack_unused_export__ = Encryption$;
__webpack_unused_export__ = EncryptionConfiguration$;
__webpack_unused_export__ = EncryptionType;
__webpack_unused_export__ = EncryptionTypeMismatch;
__webpack_unused_export__ = EncryptionTypeMismatch$;
__webpack_unused_export__ = EndEvent$;
__webpack_unused_export__ = ErrorDetails$;
__webpack_unused_export__ = ErrorDocument$;
__webpack_unused_export__ = Event;
__webpack_unused_export__ = EventBridgeConfiguration$;
__webpack_unused_export__ = EventHoldDuration$;
__webpack_unused_export__ = ExistingObjectReplication$;
__webpack_unused_export__ = ExistingObjectReplicationStatus;
__webpack_unused_export__ = ExpirationState;
__webpack_unused_export__ = ExpirationStatus;
__webpack_unused_export__ = ExpressionType;
__webpack_unused_export__ = FileHeaderInfo;
__webpack_unused_export__ = FilterRule$;
__webpack_unused_export__ = FilterRuleName;
__webpack_unused_export__ = GetBucketAbac$;
__webpack_unused_export__ = GetBucketAbacCommand;
__webpack_unused_export__ = GetBucketAbacOutput$;
__webpack_unused_export__ = GetBucketAbacRequest$;
__webpack_unused_export__ = GetBucketAccelerateConfiguration$;
__webpack_unused_export__ = GetBucketAccelerateConfigurationCommand;
__webpack_unused_export__ = GetBucketAccelerateConfigurationOutput$;
__webpack_unused_export__ = GetBucketAccelerateConfigurationRequest$;
__webpack_unused_export__ = GetBucketAcl$;
__webpack_unused_export__ = GetBucketAclCommand;
__webpack_unused_export__ = GetBucketAclOutput$;
__webpack_unused_export__ = GetBucketAclRequest$;
__webpack_unused_export__ = GetBucketAnalyticsConfiguration$;
__webpack_unused_export__ = GetBucketAnalyticsConfigurationCommand;
__webpack_unused_export__ = GetBucketAnalyticsConfigurationOutput$;
__webpack_unused_export__ = GetBucketAnalyticsConfigurationRequest$;
__webpack_unused_export__ = GetBucketCors$;
__webpack_unused_export__ = GetBucketCorsCommand;
__webpack_unused_export__ = GetBucketCorsOutput$;
__webpack_unused_export__ = GetBucketCorsRequest$;
__webpack_unused_export__ = GetBucketEncryption$;
__webpack_unused_export__ = GetBucketEncryptionCommand;
__webpack_unused_export__ = GetBucketEncryptionOutput$;
__webpack_unused_export__ = GetBucketEncryptionRequest$;
__webpack_unused_export__ = GetBucketIntelligentTieringConfiguration$;
__webpack_unused_export__ = GetBucketIntelligentTieringConfigurationCommand;
__webpack_unused_export__ = GetBucketIntelligentTieringConfigurationOutput$;
__webpack_unused_export__ = GetBucketIntelligentTieringConfigurationRequest$;
__webpack_unused_export__ = GetBucketInventoryConfiguration$;
__webpack_unused_export__ = GetBucketInventoryConfigurationCommand;
__webpack_unused_export__ = GetBucketInventoryConfigurationOutput$;
__webpack_unused_export__ = GetBucketInventoryConfigurationRequest$;
__webpack_unused_export__ = GetBucketLifecycleConfiguration$;
__webpack_unused_export__ = GetBucketLifecycleConfigurationCommand;
__webpack_unused_export__ = GetBucketLifecycleConfigurationOutput$;
__webpack_unused_export__ = GetBucketLifecycleConfigurationRequest$;
__webpack_unused_export__ = GetBucketLocation$;
__webpack_unused_export__ = GetBucketLocationCommand;
__webpack_unused_export__ = GetBucketLocationOutput$;
__webpack_unused_export__ = GetBucketLocationRequest$;
__webpack_unused_export__ = GetBucketLogging$;
__webpack_unused_export__ = GetBucketLoggingCommand;
__webpack_unused_export__ = GetBucketLoggingOutput$;
__webpack_unused_export__ = GetBucketLoggingRequest$;
__webpack_unused_export__ = GetBucketMetadataConfiguration$;
__webpack_unused_export__ = GetBucketMetadataConfigurationCommand;
__webpack_unused_export__ = GetBucketMetadataConfigurationOutput$;
__webpack_unused_export__ = GetBucketMetadataConfigurationRequest$;
__webpack_unused_export__ = GetBucketMetadataConfigurationResult$;
__webpack_unused_export__ = GetBucketMetadataTableConfiguration$;
__webpack_unused_export__ = GetBucketMetadataTableConfigurationCommand;
__webpack_unused_export__ = GetBucketMetadataTableConfigurationOutput$;
__webpack_unused_export__ = GetBucketMetadataTableConfigurationRequest$;
__webpack_unused_export__ = GetBucketMetadataTableConfigurationResult$;
__webpack_unused_export__ = GetBucketMetricsConfiguration$;
__webpack_unused_export__ = GetBucketMetricsConfigurationCommand;
__webpack_unused_export__ = GetBucketMetricsConfigurationOutput$;
__webpack_unused_export__ = GetBucketMetricsConfigurationRequest$;
__webpack_unused_export__ = GetBucketNotificationConfiguration$;
__webpack_unused_export__ = GetBucketNotificationConfigurationCommand;
__webpack_unused_export__ = GetBucketNotificationConfigurationRequest$;
__webpack_unused_export__ = GetBucketOwnershipControls$;
__webpack_unused_export__ = GetBucketOwnershipControlsCommand;
__webpack_unused_export__ = GetBucketOwnershipControlsOutput$;
__webpack_unused_export__ = GetBucketOwnershipControlsRequest$;
__webpack_unused_export__ = GetBucketPolicy$;
__webpack_unused_export__ = GetBucketPolicyCommand;
__webpack_unused_export__ = GetBucketPolicyOutput$;
__webpack_unused_export__ = GetBucketPolicyRequest$;
__webpack_unused_export__ = GetBucketPolicyStatus$;
__webpack_unused_export__ = GetBucketPolicyStatusCommand;
__webpack_unused_export__ = GetBucketPolicyStatusOutput$;
__webpack_unused_export__ = GetBucketPolicyStatusRequest$;
__webpack_unused_export__ = GetBucketReplication$;
__webpack_unused_export__ = GetBucketReplicationCommand;
__webpack_unused_export__ = GetBucketReplicationOutput$;
__webpack_unused_export__ = GetBucketReplicationRequest$;
__webpack_unused_export__ = GetBucketRequestPayment$;
__webpack_unused_export__ = GetBucketRequestPaymentCommand;
__webpack_unused_export__ = GetBucketRequestPaymentOutput$;
__webpack_unused_export__ = GetBucketRequestPaymentRequest$;
__webpack_unused_export__ = GetBucketTagging$;
__webpack_unused_export__ = GetBucketTaggingCommand;
__webpack_unused_export__ = GetBucketTaggingOutput$;
__webpack_unused_export__ = GetBucketTaggingRequest$;
__webpack_unused_export__ = GetBucketVersioning$;
__webpack_unused_export__ = GetBucketVersioningCommand;
__webpack_unused_export__ = GetBucketVersioningOutput$;
__webpack_unused_export__ = GetBucketVersioningRequest$;
__webpack_unused_export__ = GetBucketWebsite$;
__webpack_unused_export__ = GetBucketWebsiteCommand;
__webpack_unused_export__ = GetBucketWebsiteOutput$;
__webpack_unused_export__ = GetBucketWebsiteRequest$;
__webpack_unused_export__ = GetObject$;
__webpack_unused_export__ = GetObjectAcl$;
__webpack_unused_export__ = GetObjectAclCommand;
__webpack_unused_export__ = GetObjectAclOutput$;
__webpack_unused_export__ = GetObjectAclRequest$;
__webpack_unused_export__ = GetObjectAnnotation$;
__webpack_unused_export__ = GetObjectAnnotationCommand;
__webpack_unused_export__ = GetObjectAnnotationOutput$;
__webpack_unused_export__ = GetObjectAnnotationRequest$;
__webpack_unused_export__ = GetObjectAttributes$;
__webpack_unused_export__ = GetObjectAttributesCommand;
__webpack_unused_export__ = GetObjectAttributesOutput$;
__webpack_unused_export__ = GetObjectAttributesParts$;
__webpack_unused_export__ = GetObjectAttributesRequest$;
exports.jLs = GetObjectCommand;
__webpack_unused_export__ = GetObjectLegalHold$;
__webpack_unused_export__ = GetObjectLegalHoldCommand;
__webpack_unused_export__ = GetObjectLegalHoldOutput$;
__webpack_unused_export__ = GetObjectLegalHoldRequest$;
__webpack_unused_export__ = GetObjectLockConfiguration$;
__webpack_unused_export__ = GetObjectLockConfigurationCommand;
__webpack_unused_export__ = GetObjectLockConfigurationOutput$;
__webpack_unused_export__ = GetObjectLockConfigurationRequest$;
__webpack_unused_export__ = GetObjectOutput$;
__webpack_unused_export__ = GetObjectRequest$;
__webpack_unused_export__ = GetObjectRetention$;
__webpack_unused_export__ = GetObjectRetentionCommand;
__webpack_unused_export__ = GetObjectRetentionOutput$;
__webpack_unused_export__ = GetObjectRetentionRequest$;
__webpack_unused_export__ = GetObjectTagging$;
__webpack_unused_export__ = GetObjectTaggingCommand;
__webpack_unused_export__ = GetObjectTaggingOutput$;
__webpack_unused_export__ = GetObjectTaggingRequest$;
__webpack_unused_export__ = GetObjectTorrent$;
__webpack_unused_export__ = GetObjectTorrentCommand;
__webpack_unused_export__ = GetObjectTorrentOutput$;
__webpack_unused_export__ = GetObjectTorrentRequest$;
__webpack_unused_export__ = GetPublicAccessBlock$;
__webpack_unused_export__ = GetPublicAccessBlockCommand;
__webpack_unused_export__ = GetPublicAccessBlockOutput$;
__webpack_unused_export__ = GetPublicAccessBlockRequest$;
__webpack_unused_export__ = GlacierJobParameters$;
__webpack_unused_export__ = Grant$;
__webpack_unused_export__ = Grantee$;
__webpack_unused_export__ = HeadBucket$;
__webpack_unused_export__ = HeadBucketCommand;
__webpack_unused_export__ = HeadBucketOutput$;
__webpack_unused_export__ = HeadBucketRequest$;
__webpack_unused_export__ = HeadObject$;
__webpack_unused_export__ = HeadObjectCommand;
__webpack_unused_export__ = HeadObjectOutput$;
__webpack_unused_export__ = HeadObjectRequest$;
__webpack_unused_export__ = IdempotencyParameterMismatch;
__webpack_unused_export__ = IdempotencyParameterMismatch$;
__webpack_unused_export__ = IndexDocument$;
__webpack_unused_export__ = Initiator$;
__webpack_unused_export__ = InputSerialization$;
__webpack_unused_export__ = IntelligentTieringAccessTier;
__webpack_unused_export__ = IntelligentTieringAndOperator$;
__webpack_unused_export__ = IntelligentTieringConfiguration$;
__webpack_unused_export__ = IntelligentTieringFilter$;
__webpack_unused_export__ = IntelligentTieringStatus;
__webpack_unused_export__ = InvalidAnnotationName;
__webpack_unused_export__ = InvalidAnnotationName$;
__webpack_unused_export__ = InvalidObjectState;
__webpack_unused_export__ = InvalidObjectState$;
__webpack_unused_export__ = InvalidPrefix;
__webpack_unused_export__ = InvalidPrefix$;
__webpack_unused_export__ = InvalidRequest;
__webpack_unused_export__ = InvalidRequest$;
__webpack_unused_export__ = InvalidWriteOffset;
__webpack_unused_export__ = InvalidWriteOffset$;
__webpack_unused_export__ = InventoryConfiguration$;
__webpack_unused_export__ = InventoryConfigurationState;
__webpack_unused_export__ = InventoryDestination$;
__webpack_unused_export__ = InventoryEncryption$;
__webpack_unused_export__ = InventoryFilter$;
__webpack_unused_export__ = InventoryFormat;
__webpack_unused_export__ = InventoryFrequency;
__webpack_unused_export__ = InventoryIncludedObjectVersions;
__webpack_unused_export__ = InventoryOptionalField;
__webpack_unused_export__ = InventoryS3BucketDestination$;
__webpack_unused_export__ = InventorySchedule$;
__webpack_unused_export__ = InventoryTableConfiguration$;
__webpack_unused_export__ = InventoryTableConfigurationResult$;
__webpack_unused_export__ = InventoryTableConfigurationUpdates$;
__webpack_unused_export__ = JSONInput$;
__webpack_unused_export__ = JSONOutput$;
__webpack_unused_export__ = JSONType;
__webpack_unused_export__ = JournalTableConfiguration$;
__webpack_unused_export__ = JournalTableConfigurationResult$;
__webpack_unused_export__ = JournalTableConfigurationUpdates$;
__webpack_unused_export__ = LambdaFunctionConfiguration$;
__webpack_unused_export__ = LifecycleExpiration$;
__webpack_unused_export__ = LifecycleRule$;
__webpack_unused_export__ = LifecycleRuleAndOperator$;
__webpack_unused_export__ = LifecycleRuleFilter$;
__webpack_unused_export__ = ListBucketAnalyticsConfigurations$;
__webpack_unused_export__ = ListBucketAnalyticsConfigurationsCommand;
__webpack_unused_export__ = ListBucketAnalyticsConfigurationsOutput$;
__webpack_unused_export__ = ListBucketAnalyticsConfigurationsRequest$;
__webpack_unused_export__ = ListBucketIntelligentTieringConfigurations$;
__webpack_unused_export__ = ListBucketIntelligentTieringConfigurationsCommand;
__webpack_unused_export__ = ListBucketIntelligentTieringConfigurationsOutput$;
__webpack_unused_export__ = ListBucketIntelligentTieringConfigurationsRequest$;
__webpack_unused_export__ = ListBucketInventoryConfigurations$;
__webpack_unused_export__ = ListBucketInventoryConfigurationsCommand;
__webpack_unused_export__ = ListBucketInventoryConfigurationsOutput$;
__webpack_unused_export__ = ListBucketInventoryConfigurationsRequest$;
__webpack_unused_export__ = ListBucketMetricsConfigurations$;
__webpack_unused_export__ = ListBucketMetricsConfigurationsCommand;
__webpack_unused_export__ = ListBucketMetricsConfigurationsOutput$;
__webpack_unused_export__ = ListBucketMetricsConfigurationsRequest$;
__webpack_unused_export__ = ListBuckets$;
__webpack_unused_export__ = ListBucketsCommand;
__webpack_unused_export__ = ListBucketsOutput$;
__webpack_unused_export__ = ListBucketsRequest$;
__webpack_unused_export__ = ListDirectoryBuckets$;
__webpack_unused_export__ = ListDirectoryBucketsCommand;
__webpack_unused_export__ = ListDirectoryBucketsOutput$;
__webpack_unused_export__ = ListDirectoryBucketsRequest$;
__webpack_unused_export__ = ListMultipartUploads$;
__webpack_unused_export__ = ListMultipartUploadsCommand;
__webpack_unused_export__ = ListMultipartUploadsOutput$;
__webpack_unused_export__ = ListMultipartUploadsRequest$;
__webpack_unused_export__ = ListObjectAnnotations$;
__webpack_unused_export__ = ListObjectAnnotationsCommand;
__webpack_unused_export__ = ListObjectAnnotationsOutput$;
__webpack_unused_export__ = ListObjectAnnotationsRequest$;
__webpack_unused_export__ = ListObjectVersions$;
__webpack_unused_export__ = ListObjectVersionsCommand;
__webpack_unused_export__ = ListObjectVersionsOutput$;
__webpack_unused_export__ = ListObjectVersionsRequest$;
__webpack_unused_export__ = ListObjects$;
__webpack_unused_export__ = ListObjectsCommand;
__webpack_unused_export__ = ListObjectsOutput$;
__webpack_unused_export__ = ListObjectsRequest$;
__webpack_unused_export__ = ListObjectsV2$;
exports.u6x = ListObjectsV2Command;
__webpack_unused_export__ = ListObjectsV2Output$;
__webpack_unused_export__ = ListObjectsV2Request$;
__webpack_unused_export__ = ListParts$;
__webpack_unused_export__ = ListPartsCommand;
__webpack_unused_export__ = ListPartsOutput$;
__webpack_unused_export__ = ListPartsRequest$;
__webpack_unused_export__ = LocationInfo$;
__webpack_unused_export__ = LocationType;
__webpack_unused_export__ = LoggingEnabled$;
__webpack_unused_export__ = MFADelete;
__webpack_unused_export__ = MFADeleteStatus;
__webpack_unused_export__ = MetadataConfiguration$;
__webpack_unused_export__ = MetadataConfigurationResult$;
__webpack_unused_export__ = MetadataDirective;
__webpack_unused_export__ = MetadataEntry$;
__webpack_unused_export__ = MetadataTableConfiguration$;
__webpack_unused_export__ = MetadataTableConfigurationResult$;
__webpack_unused_export__ = MetadataTableEncryptionConfiguration$;
__webpack_unused_export__ = Metrics$;
__webpack_unused_export__ = MetricsAndOperator$;
__webpack_unused_export__ = MetricsConfiguration$;
__webpack_unused_export__ = MetricsFilter$;
__webpack_unused_export__ = MetricsStatus;
__webpack_unused_export__ = MultipartUpload$;
__webpack_unused_export__ = NoSuchAnnotation;
__webpack_unused_export__ = NoSuchAnnotation$;
__webpack_unused_export__ = NoSuchBucket;
__webpack_unused_export__ = NoSuchBucket$;
__webpack_unused_export__ = NoSuchKey;
__webpack_unused_export__ = NoSuchKey$;
__webpack_unused_export__ = NoSuchUpload;
__webpack_unused_export__ = NoSuchUpload$;
__webpack_unused_export__ = NoncurrentVersionExpiration$;
__webpack_unused_export__ = NoncurrentVersionTransition$;
__webpack_unused_export__ = NotFound;
__webpack_unused_export__ = NotFound$;
__webpack_unused_export__ = NotificationConfiguration$;
__webpack_unused_export__ = NotificationConfigurationFilter$;
__webpack_unused_export__ = ObjectAlreadyInActiveTierError;
__webpack_unused_export__ = ObjectAlreadyInActiveTierError$;
__webpack_unused_export__ = ObjectAttributes;
__webpack_unused_export__ = ObjectCannedACL;
__webpack_unused_export__ = ObjectEncryption$;
__webpack_unused_export__ = ObjectIdentifier$;
__webpack_unused_export__ = ObjectLockConfiguration$;
__webpack_unused_export__ = ObjectLockEnabled;
__webpack_unused_export__ = ObjectLockEventHold;
__webpack_unused_export__ = ObjectLockLegalHold$;
__webpack_unused_export__ = ObjectLockLegalHoldStatus;
__webpack_unused_export__ = ObjectLockMode;
__webpack_unused_export__ = ObjectLockRetention$;
__webpack_unused_export__ = ObjectLockRetentionMode;
__webpack_unused_export__ = ObjectLockRule$;
__webpack_unused_export__ = ObjectNotInActiveTierError;
__webpack_unused_export__ = ObjectNotInActiveTierError$;
__webpack_unused_export__ = ObjectOwnership;
__webpack_unused_export__ = ObjectPart$;
__webpack_unused_export__ = ObjectStorageClass;
__webpack_unused_export__ = ObjectVersion$;
__webpack_unused_export__ = ObjectVersionStorageClass;
__webpack_unused_export__ = OptionalObjectAttributes;
__webpack_unused_export__ = OutputLocation$;
__webpack_unused_export__ = OutputSerialization$;
__webpack_unused_export__ = Owner$;
__webpack_unused_export__ = OwnerOverride;
__webpack_unused_export__ = OwnershipControls$;
__webpack_unused_export__ = OwnershipControlsRule$;
__webpack_unused_export__ = ParquetInput$;
__webpack_unused_export__ = Part$;
__webpack_unused_export__ = PartitionDateSource;
__webpack_unused_export__ = PartitionedPrefix$;
__webpack_unused_export__ = Payer;
__webpack_unused_export__ = Permission;
__webpack_unused_export__ = PolicyStatus$;
__webpack_unused_export__ = Progress$;
__webpack_unused_export__ = ProgressEvent$;
__webpack_unused_export__ = Protocol;
__webpack_unused_export__ = PublicAccessBlockConfiguration$;
__webpack_unused_export__ = PutBucketAbac$;
__webpack_unused_export__ = PutBucketAbacCommand;
__webpack_unused_export__ = PutBucketAbacRequest$;
__webpack_unused_export__ = PutBucketAccelerateConfiguration$;
__webpack_unused_export__ = PutBucketAccelerateConfigurationCommand;
__webpack_unused_export__ = PutBucketAccelerateConfigurationRequest$;
__webpack_unused_export__ = PutBucketAcl$;
__webpack_unused_export__ = PutBucketAclCommand;
__webpack_unused_export__ = PutBucketAclRequest$;
__webpack_unused_export__ = PutBucketAnalyticsConfiguration$;
__webpack_unused_export__ = PutBucketAnalyticsConfigurationCommand;
__webpack_unused_export__ = PutBucketAnalyticsConfigurationRequest$;
__webpack_unused_export__ = PutBucketCors$;
__webpack_unused_export__ = PutBucketCorsCommand;
__webpack_unused_export__ = PutBucketCorsRequest$;
__webpack_unused_export__ = PutBucketEncryption$;
__webpack_unused_export__ = PutBucketEncryptionCommand;
__webpack_unused_export__ = PutBucketEncryptionRequest$;
__webpack_unused_export__ = PutBucketIntelligentTieringConfiguration$;
__webpack_unused_export__ = PutBucketIntelligentTieringConfigurationCommand;
__webpack_unused_export__ = PutBucketIntelligentTieringConfigurationRequest$;
__webpack_unused_export__ = PutBucketInventoryConfiguration$;
__webpack_unused_export__ = PutBucketInventoryConfigurationCommand;
__webpack_unused_export__ = PutBucketInventoryConfigurationRequest$;
__webpack_unused_export__ = PutBucketLifecycleConfiguration$;
__webpack_unused_export__ = PutBucketLifecycleConfigurationCommand;
__webpack_unused_export__ = PutBucketLifecycleConfigurationOutput$;
__webpack_unused_export__ = PutBucketLifecycleConfigurationRequest$;
__webpack_unused_export__ = PutBucketLogging$;
__webpack_unused_export__ = PutBucketLoggingCommand;
__webpack_unused_export__ = PutBucketLoggingRequest$;
__webpack_unused_export__ = PutBucketMetricsConfiguration$;
__webpack_unused_export__ = PutBucketMetricsConfigurationCommand;
__webpack_unused_export__ = PutBucketMetricsConfigurationRequest$;
__webpack_unused_export__ = PutBucketNotificationConfiguration$;
__webpack_unused_export__ = PutBucketNotificationConfigurationCommand;
__webpack_unused_export__ = PutBucketNotificationConfigurationRequest$;
__webpack_unused_export__ = PutBucketOwnershipControls$;
__webpack_unused_export__ = PutBucketOwnershipControlsCommand;
__webpack_unused_export__ = PutBucketOwnershipControlsRequest$;
__webpack_unused_export__ = PutBucketPolicy$;
__webpack_unused_export__ = PutBucketPolicyCommand;
__webpack_unused_export__ = PutBucketPolicyRequest$;
__webpack_unused_export__ = PutBucketReplication$;
__webpack_unused_export__ = PutBucketReplicationCommand;
__webpack_unused_export__ = PutBucketReplicationRequest$;
__webpack_unused_export__ = PutBucketRequestPayment$;
__webpack_unused_export__ = PutBucketRequestPaymentCommand;
__webpack_unused_export__ = PutBucketRequestPaymentRequest$;
__webpack_unused_export__ = PutBucketTagging$;
__webpack_unused_export__ = PutBucketTaggingCommand;
__webpack_unused_export__ = PutBucketTaggingRequest$;
__webpack_unused_export__ = PutBucketVersioning$;
__webpack_unused_export__ = PutBucketVersioningCommand;
__webpack_unused_export__ = PutBucketVersioningRequest$;
__webpack_unused_export__ = PutBucketWebsite$;
__webpack_unused_export__ = PutBucketWebsiteCommand;
__webpack_unused_export__ = PutBucketWebsiteRequest$;
__webpack_unused_export__ = PutObject$;
__webpack_unused_export__ = PutObjectAcl$;
__webpack_unused_export__ = PutObjectAclCommand;
__webpack_unused_export__ = PutObjectAclOutput$;
__webpack_unused_export__ = PutObjectAclRequest$;
__webpack_unused_export__ = PutObjectAnnotation$;
__webpack_unused_export__ = PutObjectAnnotationCommand;
__webpack_unused_export__ = PutObjectAnnotationOutput$;
__webpack_unused_export__ = PutObjectAnnotationRequest$;
exports.wKZ = PutObjectCommand;
__webpack_unused_export__ = PutObjectLegalHold$;
__webpack_unused_export__ = PutObjectLegalHoldCommand;
__webpack_unused_export__ = PutObjectLegalHoldOutput$;
__webpack_unused_export__ = PutObjectLegalHoldRequest$;
__webpack_unused_export__ = PutObjectLockConfiguration$;
__webpack_unused_export__ = PutObjectLockConfigurationCommand;
__webpack_unused_export__ = PutObjectLockConfigurationOutput$;
__webpack_unused_export__ = PutObjectLockConfigurationRequest$;
__webpack_unused_export__ = PutObjectOutput$;
__webpack_unused_export__ = PutObjectRequest$;
__webpack_unused_export__ = PutObjectRetention$;
__webpack_unused_export__ = PutObjectRetentionCommand;
__webpack_unused_export__ = PutObjectRetentionOutput$;
__webpack_unused_export__ = PutObjectRetentionRequest$;
__webpack_unused_export__ = PutObjectTagging$;
__webpack_unused_export__ = PutObjectTaggingCommand;
__webpack_unused_export__ = PutObjectTaggingOutput$;
__webpack_unused_export__ = PutObjectTaggingRequest$;
__webpack_unused_export__ = PutPublicAccessBlock$;
__webpack_unused_export__ = PutPublicAccessBlockCommand;
__webpack_unused_export__ = PutPublicAccessBlockRequest$;
__webpack_unused_export__ = QueueConfiguration$;
__webpack_unused_export__ = QuoteFields;
__webpack_unused_export__ = RecordExpiration$;
__webpack_unused_export__ = RecordsEvent$;
__webpack_unused_export__ = Redirect$;
__webpack_unused_export__ = RedirectAllRequestsTo$;
__webpack_unused_export__ = RenameObject$;
__webpack_unused_export__ = RenameObjectCommand;
__webpack_unused_export__ = RenameObjectOutput$;
__webpack_unused_export__ = RenameObjectRequest$;
__webpack_unused_export__ = ReplicaModifications$;
__webpack_unused_export__ = ReplicaModificationsStatus;
__webpack_unused_export__ = ReplicationConfiguration$;
__webpack_unused_export__ = ReplicationRule$;
__webpack_unused_export__ = ReplicationRuleAndOperator$;
__webpack_unused_export__ = ReplicationRuleFilter$;
__webpack_unused_export__ = ReplicationRuleStatus;
__webpack_unused_export__ = ReplicationStatus;
__webpack_unused_export__ = ReplicationTime$;
__webpack_unused_export__ = ReplicationTimeStatus;
__webpack_unused_export__ = ReplicationTimeValue$;
__webpack_unused_export__ = RequestCharged;
__webpack_unused_export__ = RequestPayer;
__webpack_unused_export__ = RequestPaymentConfiguration$;
__webpack_unused_export__ = RequestProgress$;
__webpack_unused_export__ = RestoreObject$;
__webpack_unused_export__ = RestoreObjectCommand;
__webpack_unused_export__ = RestoreObjectOutput$;
__webpack_unused_export__ = RestoreObjectRequest$;
__webpack_unused_export__ = RestoreRequest$;
__webpack_unused_export__ = RestoreRequestType;
__webpack_unused_export__ = RestoreStatus$;
__webpack_unused_export__ = RoutingRule$;
__webpack_unused_export__ = S3;
exports.YxF = S3Client;
__webpack_unused_export__ = S3KeyFilter$;
__webpack_unused_export__ = S3Location$;
__webpack_unused_export__ = S3ServiceException;
__webpack_unused_export__ = S3ServiceException$;
__webpack_unused_export__ = S3TablesBucketType;
__webpack_unused_export__ = S3TablesDestination$;
__webpack_unused_export__ = S3TablesDestinationResult$;
__webpack_unused_export__ = SSEKMS$;
__webpack_unused_export__ = SSEKMSEncryption$;
__webpack_unused_export__ = SSES3$;
__webpack_unused_export__ = ScanRange$;
__webpack_unused_export__ = SelectObjectContent$;
__webpack_unused_export__ = SelectObjectContentCommand;
__webpack_unused_export__ = SelectObjectContentEventStream$;
__webpack_unused_export__ = SelectObjectContentOutput$;
__webpack_unused_export__ = SelectObjectContentRequest$;
__webpack_unused_export__ = SelectParameters$;
__webpack_unused_export__ = ServerSideEncryption;
__webpack_unused_export__ = ServerSideEncryptionByDefault$;
__webpack_unused_export__ = ServerSideEncryptionConfiguration$;
__webpack_unused_export__ = ServerSideEncryptionRule$;
__webpack_unused_export__ = SessionCredentials$;
__webpack_unused_export__ = SessionMode;
__webpack_unused_export__ = SimplePrefix$;
__webpack_unused_export__ = SourceSelectionCriteria$;
__webpack_unused_export__ = SseKmsEncryptedObjects$;
__webpack_unused_export__ = SseKmsEncryptedObjectsStatus;
__webpack_unused_export__ = Stats$;
__webpack_unused_export__ = StatsEvent$;
__webpack_unused_export__ = StorageClass;
__webpack_unused_export__ = StorageClassAnalysis$;
__webpack_unused_export__ = StorageClassAnalysisDataExport$;
__webpack_unused_export__ = StorageClassAnalysisSchemaVersion;
__webpack_unused_export__ = TableSseAlgorithm;
__webpack_unused_export__ = Tag$;
__webpack_unused_export__ = Tagging$;
__webpack_unused_export__ = TaggingDirective;
__webpack_unused_export__ = TargetGrant$;
__webpack_unused_export__ = TargetObjectKeyFormat$;
__webpack_unused_export__ = Tier;
__webpack_unused_export__ = Tiering$;
__webpack_unused_export__ = TooManyParts;
__webpack_unused_export__ = TooManyParts$;
__webpack_unused_export__ = TopicConfiguration$;
__webpack_unused_export__ = Transition$;
__webpack_unused_export__ = TransitionDefaultMinimumObjectSize;
__webpack_unused_export__ = TransitionStorageClass;
__webpack_unused_export__ = Type;
__webpack_unused_export__ = UnsupportedMediaType;
__webpack_unused_export__ = UnsupportedMediaType$;
__webpack_unused_export__ = UpdateBucketMetadataAnnotationTableConfiguration$;
__webpack_unused_export__ = UpdateBucketMetadataAnnotationTableConfigurationCommand;
__webpack_unused_export__ = UpdateBucketMetadataAnnotationTableConfigurationRequest$;
__webpack_unused_export__ = UpdateBucketMetadataInventoryTableConfiguration$;
__webpack_unused_export__ = UpdateBucketMetadataInventoryTableConfigurationCommand;
__webpack_unused_export__ = UpdateBucketMetadataInventoryTableConfigurationRequest$;
__webpack_unused_export__ = UpdateBucketMetadataJournalTableConfiguration$;
__webpack_unused_export__ = UpdateBucketMetadataJournalTableConfigurationCommand;
__webpack_unused_export__ = UpdateBucketMetadataJournalTableConfigurationRequest$;
__webpack_unused_export__ = UpdateObjectEncryption$;
__webpack_unused_export__ = UpdateObjectEncryptionCommand;
__webpack_unused_export__ = UpdateObjectEncryptionRequest$;
__webpack_unused_export__ = UpdateObjectEncryptionResponse$;
__webpack_unused_export__ = UploadPart$;
__webpack_unused_export__ = UploadPartCommand;
__webpack_unused_export__ = UploadPartCopy$;
__webpack_unused_export__ = UploadPartCopyCommand;
__webpack_unused_export__ = UploadPartCopyOutput$;
__webpack_unused_export__ = UploadPartCopyRequest$;
__webpack_unused_export__ = UploadPartOutput$;
__webpack_unused_export__ = UploadPartRequest$;
__webpack_unused_export__ = VersioningConfiguration$;
__webpack_unused_export__ = WebsiteConfiguration$;
__webpack_unused_export__ = WriteGetObjectResponse$;
__webpack_unused_export__ = WriteGetObjectResponseCommand;
__webpack_unused_export__ = WriteGetObjectResponseRequest$;
__webpack_unused_export__ = _Error$;
__webpack_unused_export__ = _Object$;
__webpack_unused_export__ = errorTypeRegistries;
__webpack_unused_export__ = paginateListBuckets;
__webpack_unused_export__ = paginateListDirectoryBuckets;
__webpack_unused_export__ = paginateListObjectAnnotations;
__webpack_unused_export__ = paginateListObjectsV2;
__webpack_unused_export__ = paginateListParts;
__webpack_unused_export__ = waitForBucketExists;
__webpack_unused_export__ = waitForBucketNotExists;
__webpack_unused_export__ = waitForObjectExists;
__webpack_unused_export__ = waitForObjectNotExists;
__webpack_unused_export__ = waitUntilBucketExists;
__webpack_unused_export__ = waitUntilBucketNotExists;
__webpack_unused_export__ = waitUntilObjectExists;
__webpack_unused_export__ = waitUntilObjectNotExists;


/***/ }),

/***/ 45028:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { NoOpLogger, getSmithyContext } = __webpack_require__(92658);
const { HttpRequest, HttpResponse } = __webpack_require__(93422);
const { setFeature } = __webpack_require__(5152);
const { parseRfc7231DateTime } = __webpack_require__(92430);
const { SignatureV4SignWithCredentials } = __webpack_require__(5785);
const { booleanSelector, SelectorType } = __webpack_require__(47291);
const { httpSigningMiddlewareOptions } = __webpack_require__(90402);
const { Readable } = __webpack_require__(57075);
const { validate, parse } = __webpack_require__(519);
const { AwsRestXmlProtocol } = __webpack_require__(37288);
const { NormalizedSchema } = __webpack_require__(26890);

const CONTENT_LENGTH_HEADER = "content-length";
const DECODED_CONTENT_LENGTH_HEADER = "x-amz-decoded-content-length";
function checkContentLengthHeader() {
    return (next, context) => async (args) => {
        const { request } = args;
        if (HttpRequest.isInstance(request)) {
            if (!(CONTENT_LENGTH_HEADER in request.headers) && !(DECODED_CONTENT_LENGTH_HEADER in request.headers)) {
                const message = `Are you using a Stream of unknown length as the Body of a PutObject request? Consider using Upload instead from @aws-sdk/lib-storage.`;
                if (typeof context?.logger?.warn === "function" && !(context.logger instanceof NoOpLogger)) {
                    context.logger.warn(message);
                }
                else {
                    console.warn(message);
                }
            }
        }
        return next({ ...args });
    };
}
const checkContentLengthHeaderMiddlewareOptions = {
    step: "finalizeRequest",
    tags: ["CHECK_CONTENT_LENGTH_HEADER"],
    name: "getCheckContentLengthHeaderPlugin",
    override: true,
};
const getCheckContentLengthHeaderPlugin = (unused) => ({
    applyToStack: (clientStack) => {
        clientStack.add(checkContentLengthHeader(), checkContentLengthHeaderMiddlewareOptions);
    },
});

const regionRedirectEndpointMiddleware = (config) => {
    return (next, context) => async (args) => {
        const originalRegion = await config.region();
        const regionProviderRef = config.region;
        let unlock = () => { };
        if (context.__s3RegionRedirect) {
            Object.defineProperty(config, "region", {
                writable: false,
                value: async () => {
                    return context.__s3RegionRedirect;
                },
            });
            unlock = () => Object.defineProperty(config, "region", {
                writable: true,
                value: regionProviderRef,
            });
        }
        try {
            const result = await next(args);
            if (context.__s3RegionRedirect) {
                unlock();
                const region = await config.region();
                if (originalRegion !== region) {
                    throw new Error("Region was not restored following S3 region redirect.");
                }
            }
            return result;
        }
        catch (e) {
            unlock();
            throw e;
        }
    };
};
const regionRedirectEndpointMiddlewareOptions = {
    tags: ["REGION_REDIRECT", "S3"],
    name: "regionRedirectEndpointMiddleware",
    override: true,
    relation: "before",
    toMiddleware: "endpointV2Middleware",
};

function regionRedirectMiddleware(clientConfig) {
    return (next, context) => async (args) => {
        try {
            return await next(args);
        }
        catch (err) {
            if (clientConfig.followRegionRedirects) {
                const statusCode = err?.$metadata?.httpStatusCode;
                const isHeadBucket = context.commandName === "HeadBucketCommand";
                const bucketRegionHeader = err?.$response?.headers?.["x-amz-bucket-region"];
                if (bucketRegionHeader) {
                    if (statusCode === 301 ||
                        (statusCode === 400 && (err?.name === "IllegalLocationConstraintException" || isHeadBucket))) {
                        try {
                            const actualRegion = bucketRegionHeader;
                            context.logger?.debug(`Redirecting from ${await clientConfig.region()} to ${actualRegion}`);
                            context.__s3RegionRedirect = actualRegion;
                            setFeature(context, "S3_REGION_REDIRECT", "Ah");
                        }
                        catch (e) {
                            throw new Error("Region redirect failed: " + e);
                        }
                        return next(args);
                    }
                }
            }
            throw err;
        }
    };
}
const regionRedirectMiddlewareOptions = {
    step: "initialize",
    tags: ["REGION_REDIRECT", "S3"],
    name: "regionRedirectMiddleware",
    override: true,
};
const getRegionRedirectMiddlewarePlugin = (clientConfig) => ({
    applyToStack: (clientStack) => {
        clientStack.add(regionRedirectMiddleware(clientConfig), regionRedirectMiddlewareOptions);
        clientStack.addRelativeTo(regionRedirectEndpointMiddleware(clientConfig), regionRedirectEndpointMiddlewareOptions);
    },
});

class S3ExpressIdentityCache {
    data;
    lastPurgeTime = Date.now();
    static EXPIRED_CREDENTIAL_PURGE_INTERVAL_MS = 30_000;
    constructor(data = {}) {
        this.data = data;
    }
    get(key) {
        const entry = this.data[key];
        if (!entry) {
            return;
        }
        return entry;
    }
    set(key, entry) {
        this.data[key] = entry;
        return entry;
    }
    delete(key) {
        delete this.data[key];
    }
    clear() {
        this.data = {};
    }
    async purgeExpired() {
        const now = Date.now();
        if (this.lastPurgeTime + S3ExpressIdentityCache.EXPIRED_CREDENTIAL_PURGE_INTERVAL_MS > now) {
            return;
        }
        const data = this.data;
        for (const key in data) {
            const entry = data[key];
            if (!entry.isRefreshing) {
                const credential = await entry.identity;
                if (credential.expiration) {
                    if (credential.expiration.getTime() < now && data[key] === entry) {
                        delete data[key];
                    }
                }
            }
        }
    }
}

class S3ExpressIdentityCacheEntry {
    _identity;
    isRefreshing;
    accessed;
    constructor(_identity, isRefreshing = false, accessed = Date.now()) {
        this._identity = _identity;
        this.isRefreshing = isRefreshing;
        this.accessed = accessed;
    }
    get identity() {
        this.accessed = Date.now();
        return this._identity;
    }
}

class S3ExpressIdentityProviderImpl {
    createSessionFn;
    cache;
    static REFRESH_WINDOW_MS = 60_000;
    accessKeyId;
    cacheGeneration = 0;
    constructor(createSessionFn, cache = new S3ExpressIdentityCache()) {
        this.createSessionFn = createSessionFn;
        this.cache = cache;
    }
    async getS3ExpressIdentity(awsIdentity, identityProperties) {
        const bucket = identityProperties.Bucket;
        const { cache } = this;
        if (awsIdentity.accessKeyId !== this.accessKeyId) {
            this.accessKeyId = awsIdentity.accessKeyId;
            this.cacheGeneration++;
            cache.clear();
        }
        const cacheGeneration = this.cacheGeneration;
        const entry = cache.get(bucket);
        if (entry) {
            return entry.identity.then((identity) => {
                const isExpired = (identity.expiration?.getTime() ?? 0) < Date.now();
                if (isExpired) {
                    return cache.set(bucket, new S3ExpressIdentityCacheEntry(this.getIdentity(bucket))).identity;
                }
                const isExpiringSoon = (identity.expiration?.getTime() ?? 0) < Date.now() + S3ExpressIdentityProviderImpl.REFRESH_WINDOW_MS;
                if (isExpiringSoon && !entry.isRefreshing) {
                    entry.isRefreshing = true;
                    this.getIdentity(bucket).then((id) => {
                        if (cacheGeneration === this.cacheGeneration) {
                            cache.set(bucket, new S3ExpressIdentityCacheEntry(Promise.resolve(id)));
                        }
                    });
                }
                return identity;
            });
        }
        return cache.set(bucket, new S3ExpressIdentityCacheEntry(this.getIdentity(bucket))).identity;
    }
    async getIdentity(bucket) {
        await this.cache.purgeExpired().catch((error) => {
            console.warn("Error while clearing expired entries in S3ExpressIdentityCache: \n" + error);
        });
        const session = await this.createSessionFn(bucket);
        if (!session.Credentials?.AccessKeyId || !session.Credentials?.SecretAccessKey) {
            throw new Error("s3#createSession response credential missing AccessKeyId or SecretAccessKey.");
        }
        const identity = {
            accessKeyId: session.Credentials.AccessKeyId,
            secretAccessKey: session.Credentials.SecretAccessKey,
            sessionToken: session.Credentials.SessionToken,
            expiration: session.Credentials.Expiration ? new Date(session.Credentials.Expiration) : undefined,
        };
        return identity;
    }
}

const resolveS3Config = (input, { session, }) => {
    const [s3ClientProvider, CreateSessionCommandCtor] = session;
    const { forcePathStyle, useAccelerateEndpoint, disableMultiregionAccessPoints, followRegionRedirects, s3ExpressIdentityProvider, bucketEndpoint, expectContinueHeader, } = input;
    return Object.assign(input, {
        forcePathStyle: forcePathStyle ?? false,
        useAccelerateEndpoint: useAccelerateEndpoint ?? false,
        disableMultiregionAccessPoints: disableMultiregionAccessPoints ?? false,
        followRegionRedirects: followRegionRedirects ?? false,
        s3ExpressIdentityProvider: s3ExpressIdentityProvider ??
            new S3ExpressIdentityProviderImpl(async (key) => s3ClientProvider().send(new CreateSessionCommandCtor({
                Bucket: key,
            }))),
        bucketEndpoint: bucketEndpoint ?? false,
        expectContinueHeader: expectContinueHeader ?? 2_097_152,
    });
};

const s3ExpiresMiddleware = (config) => {
    return (next, context) => async (args) => {
        const result = await next(args);
        const { response } = result;
        if (HttpResponse.isInstance(response)) {
            if (response.headers.expires) {
                response.headers.expiresstring = response.headers.expires;
                try {
                    parseRfc7231DateTime(response.headers.expires);
                }
                catch (e) {
                    context.logger?.warn(`AWS SDK Warning for ${context.clientName}::${context.commandName} response parsing (${response.headers.expires}): ${e}`);
                    delete response.headers.expires;
                }
            }
        }
        return result;
    };
};
const s3ExpiresMiddlewareOptions = {
    tags: ["S3"],
    name: "s3ExpiresMiddleware",
    override: true,
    relation: "after",
    toMiddleware: "deserializerMiddleware",
};
const getS3ExpiresMiddlewarePlugin = (clientConfig) => ({
    applyToStack: (clientStack) => {
        clientStack.addRelativeTo(s3ExpiresMiddleware(), s3ExpiresMiddlewareOptions);
    },
});

class SignatureV4S3Express extends SignatureV4SignWithCredentials {
}

const S3_EXPRESS_BUCKET_TYPE = "Directory";
const S3_EXPRESS_BACKEND = "S3Express";
const S3_EXPRESS_AUTH_SCHEME = "sigv4-s3express";
const SESSION_TOKEN_QUERY_PARAM = "X-Amz-S3session-Token";
const SESSION_TOKEN_HEADER = SESSION_TOKEN_QUERY_PARAM.toLowerCase();
const NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_ENV_NAME = "AWS_S3_DISABLE_EXPRESS_SESSION_AUTH";
const NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_INI_NAME = "s3_disable_express_session_auth";
const NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS = {
    environmentVariableSelector: (env) => booleanSelector(env, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_ENV_NAME, SelectorType.ENV),
    configFileSelector: (profile) => booleanSelector(profile, NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_INI_NAME, SelectorType.CONFIG),
    default: false,
};

const s3ExpressMiddleware = (options) => {
    return (next, context) => async (args) => {
        if (context.endpointV2) {
            const endpoint = context.endpointV2;
            const isS3ExpressAuth = endpoint.properties?.authSchemes?.[0]?.name === S3_EXPRESS_AUTH_SCHEME;
            const isS3ExpressBucket = endpoint.properties?.backend === S3_EXPRESS_BACKEND ||
                endpoint.properties?.bucketType === S3_EXPRESS_BUCKET_TYPE;
            if (isS3ExpressBucket) {
                setFeature(context, "S3_EXPRESS_BUCKET", "J");
                context.isS3ExpressBucket = true;
            }
            if (isS3ExpressAuth) {
                const requestBucket = args.input.Bucket;
                if (requestBucket) {
                    const s3ExpressIdentity = await options.s3ExpressIdentityProvider.getS3ExpressIdentity(await options.credentials(), {
                        Bucket: requestBucket,
                    });
                    context.s3ExpressIdentity = s3ExpressIdentity;
                    if (HttpRequest.isInstance(args.request) && s3ExpressIdentity.sessionToken) {
                        args.request.headers[SESSION_TOKEN_HEADER] = s3ExpressIdentity.sessionToken;
                    }
                }
            }
        }
        return next(args);
    };
};
const s3ExpressMiddlewareOptions = {
    name: "s3ExpressMiddleware",
    step: "build",
    tags: ["S3", "S3_EXPRESS"],
    override: true,
};
const getS3ExpressPlugin = (options) => ({
    applyToStack: (clientStack) => {
        clientStack.add(s3ExpressMiddleware(options), s3ExpressMiddlewareOptions);
    },
});

const signS3Express = async (s3ExpressIdentity, signingOptions, request, sigV4MultiRegionSigner) => {
    const signedRequest = await sigV4MultiRegionSigner.signWithCredentials(request, s3ExpressIdentity, {});
    if (signedRequest.headers["X-Amz-Security-Token"] || signedRequest.headers["x-amz-security-token"]) {
        throw new Error("X-Amz-Security-Token must not be set for s3-express requests.");
    }
    return signedRequest;
};

const defaultErrorHandler = (signingProperties) => (error) => {
    throw error;
};
const defaultSuccessHandler = (httpResponse, signingProperties) => { };
const s3ExpressHttpSigningMiddlewareOptions = httpSigningMiddlewareOptions;
const s3ExpressHttpSigningMiddleware = (config) => (next, context) => async (args) => {
    if (!HttpRequest.isInstance(args.request)) {
        return next(args);
    }
    const smithyContext = getSmithyContext(context);
    const scheme = smithyContext.selectedHttpAuthScheme;
    if (!scheme) {
        throw new Error(`No HttpAuthScheme was selected: unable to sign request`);
    }
    const { httpAuthOption: { signingProperties = {} }, identity, signer, } = scheme;
    let request;
    if (context.s3ExpressIdentity) {
        request = await signS3Express(context.s3ExpressIdentity, signingProperties, args.request, await config.signer());
    }
    else {
        request = await signer.sign(args.request, identity, signingProperties);
    }
    const output = await next({
        ...args,
        request,
    }).catch((signer.errorHandler || defaultErrorHandler)(signingProperties));
    (signer.successHandler || defaultSuccessHandler)(output.response, signingProperties);
    return output;
};
const getS3ExpressHttpSigningPlugin = (config) => ({
    applyToStack: (clientStack) => {
        clientStack.addRelativeTo(s3ExpressHttpSigningMiddleware(config), httpSigningMiddlewareOptions);
    },
});

function toStream(bytes) {
    return Readable.from(Buffer.from(bytes));
}

const THROW_IF_EMPTY_BODY = {
    CopyObjectCommand: true,
    UploadPartCopyCommand: true,
    CompleteMultipartUploadCommand: true,
};
const throw200ExceptionsMiddleware = (config) => (next, context) => async (args) => {
    const result = await next(args);
    const { response } = result;
    if (!HttpResponse.isInstance(response)) {
        return result;
    }
    const { statusCode, body } = response;
    if (statusCode < 200 || statusCode >= 300) {
        return result;
    }
    const bodyBytes = await collectBody(body, config);
    response.body = toStream(bodyBytes);
    if (bodyBytes.length === 0 && THROW_IF_EMPTY_BODY[context.commandName]) {
        const err = new Error("S3 aborted request");
        err.$metadata = {
            httpStatusCode: 503,
        };
        err.name = "InternalError";
        throw err;
    }
    const bodyStringTail = config.utf8Encoder(bodyBytes.subarray(bodyBytes.length - 16));
    if (bodyStringTail && bodyStringTail.endsWith("</Error>")) {
        response.statusCode = 503;
    }
    return result;
};
const collectBody = (streamBody = new Uint8Array(), context) => {
    if (streamBody instanceof Uint8Array) {
        return Promise.resolve(streamBody);
    }
    return context.streamCollector(streamBody) || Promise.resolve(new Uint8Array());
};
const throw200ExceptionsMiddlewareOptions = {
    relation: "after",
    toMiddleware: "deserializerMiddleware",
    tags: ["THROW_200_EXCEPTIONS", "S3"],
    name: "throw200ExceptionsMiddleware",
    override: true,
};
const getThrow200ExceptionsPlugin = (config) => ({
    applyToStack: (clientStack) => {
        clientStack.addRelativeTo(throw200ExceptionsMiddleware(config), throw200ExceptionsMiddlewareOptions);
    },
});

function bucketEndpointMiddleware$1(options) {
    return (next, context) => async (args) => {
        if (options.bucketEndpoint) {
            const endpoint = context.endpointV2;
            if (endpoint) {
                const bucket = args.input.Bucket;
                if (typeof bucket === "string") {
                    try {
                        const bucketEndpointUrl = new URL(bucket);
                        context.endpointV2 = {
                            ...endpoint,
                            url: bucketEndpointUrl,
                        };
                    }
                    catch (e) {
                        const warning = `@aws-sdk/middleware-sdk-s3: bucketEndpoint=true was set but Bucket=${bucket} could not be parsed as URL.`;
                        if (context.logger?.constructor?.name === "NoOpLogger") {
                            console.warn(warning);
                        }
                        else {
                            context.logger?.warn?.(warning);
                        }
                        throw e;
                    }
                }
            }
        }
        return next(args);
    };
}
const bucketEndpointMiddlewareOptions$1 = {
    name: "bucketEndpointMiddleware",
    override: true,
    relation: "after",
    toMiddleware: "endpointV2Middleware",
};

function validateBucketNameMiddleware({ bucketEndpoint }) {
    return (next) => async (args) => {
        const { input: { Bucket }, } = args;
        if (!bucketEndpoint && typeof Bucket === "string" && !validate(Bucket) && Bucket.indexOf("/") >= 0) {
            const err = new Error(`Bucket name shouldn't contain '/', received '${Bucket}'`);
            err.name = "InvalidBucketName";
            throw err;
        }
        return next({ ...args });
    };
}
const validateBucketNameMiddlewareOptions = {
    step: "initialize",
    tags: ["VALIDATE_BUCKET_NAME"],
    name: "validateBucketNameMiddleware",
    override: true,
};
const getValidateBucketNamePlugin = (options) => ({
    applyToStack: (clientStack) => {
        clientStack.add(validateBucketNameMiddleware(options), validateBucketNameMiddlewareOptions);
        clientStack.addRelativeTo(bucketEndpointMiddleware$1(options), bucketEndpointMiddlewareOptions$1);
    },
});

class S3RestXmlProtocol extends AwsRestXmlProtocol {
    async serializeRequest(operationSchema, input, context) {
        const request = await super.serializeRequest(operationSchema, input, context);
        const ns = NormalizedSchema.of(operationSchema.input);
        const staticStructureSchema = ns.getSchema();
        let bucketMemberIndex = 0;
        const requiredMemberCount = staticStructureSchema[6] ?? 0;
        if (input && typeof input === "object") {
            for (const [memberName, memberNs] of ns.structIterator()) {
                if (++bucketMemberIndex > requiredMemberCount) {
                    break;
                }
                if (memberName === "Bucket") {
                    if (!input.Bucket && memberNs.getMergedTraits().httpLabel) {
                        throw new Error(`No value provided for input HTTP label: Bucket.`);
                    }
                    break;
                }
            }
        }
        return request;
    }
}

const NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME = "AWS_S3_DISABLE_MULTIREGION_ACCESS_POINTS";
const NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME = "s3_disable_multiregion_access_points";
const NODE_DISABLE_MULTIREGION_ACCESS_POINT_CONFIG_OPTIONS = {
    environmentVariableSelector: (env) => booleanSelector(env, NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME, SelectorType.ENV),
    configFileSelector: (profile) => booleanSelector(profile, NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME, SelectorType.CONFIG),
    default: false,
};

const NODE_USE_ARN_REGION_ENV_NAME = "AWS_S3_USE_ARN_REGION";
const NODE_USE_ARN_REGION_INI_NAME = "s3_use_arn_region";
const NODE_USE_ARN_REGION_CONFIG_OPTIONS = {
    environmentVariableSelector: (env) => booleanSelector(env, NODE_USE_ARN_REGION_ENV_NAME, SelectorType.ENV),
    configFileSelector: (profile) => booleanSelector(profile, NODE_USE_ARN_REGION_INI_NAME, SelectorType.CONFIG),
    default: undefined,
};

const DOMAIN_PATTERN = /^[a-z0-9][a-z0-9\.\-]{1,61}[a-z0-9]$/;
const IP_ADDRESS_PATTERN = /(\d+\.){3}\d+/;
const DOTS_PATTERN = /\.\./;
const DOT_PATTERN = /\./;
const S3_HOSTNAME_PATTERN = /^(.+\.)?s3(-fips)?(\.dualstack)?[.-]([a-z0-9-]+)\./;
const S3_US_EAST_1_ALTNAME_PATTERN = /^s3(-external-1)?\.amazonaws\.com$/;
const AWS_PARTITION_SUFFIX = "amazonaws.com";
const isBucketNameOptions = (options) => typeof options.bucketName === "string";
const isDnsCompatibleBucketName = (bucketName) => DOMAIN_PATTERN.test(bucketName) && !IP_ADDRESS_PATTERN.test(bucketName) && !DOTS_PATTERN.test(bucketName);
const getRegionalSuffix = (hostname) => {
    const parts = hostname.match(S3_HOSTNAME_PATTERN);
    return [parts[4], hostname.replace(new RegExp(`^${parts[0]}`), "")];
};
const getSuffix = (hostname) => S3_US_EAST_1_ALTNAME_PATTERN.test(hostname) ? ["us-east-1", AWS_PARTITION_SUFFIX] : getRegionalSuffix(hostname);
const getSuffixForArnEndpoint = (hostname) => S3_US_EAST_1_ALTNAME_PATTERN.test(hostname)
    ? [hostname.replace(`.${AWS_PARTITION_SUFFIX}`, ""), AWS_PARTITION_SUFFIX]
    : getRegionalSuffix(hostname);
const validateArnEndpointOptions = (options) => {
    if (options.pathStyleEndpoint) {
        throw new Error("Path-style S3 endpoint is not supported when bucket is an ARN");
    }
    if (options.accelerateEndpoint) {
        throw new Error("Accelerate endpoint is not supported when bucket is an ARN");
    }
    if (!options.tlsCompatible) {
        throw new Error("HTTPS is required when bucket is an ARN");
    }
};
const validateService = (service) => {
    if (service !== "s3" && service !== "s3-outposts" && service !== "s3-object-lambda") {
        throw new Error("Expect 's3' or 's3-outposts' or 's3-object-lambda' in ARN service component");
    }
};
const validateS3Service = (service) => {
    if (service !== "s3") {
        throw new Error("Expect 's3' in Accesspoint ARN service component");
    }
};
const validateOutpostService = (service) => {
    if (service !== "s3-outposts") {
        throw new Error("Expect 's3-posts' in Outpost ARN service component");
    }
};
const validatePartition = (partition, options) => {
    if (partition !== options.clientPartition) {
        throw new Error(`Partition in ARN is incompatible, got "${partition}" but expected "${options.clientPartition}"`);
    }
};
const validateRegion = (region, options) => { };
const validateRegionalClient = (region) => {
    if (["s3-external-1", "aws-global"].includes(region)) {
        throw new Error(`Client region ${region} is not regional`);
    }
};
const validateAccountId = (accountId) => {
    if (!/[0-9]{12}/.exec(accountId)) {
        throw new Error("Access point ARN accountID does not match regex '[0-9]{12}'");
    }
};
const validateDNSHostLabel = (label, options = { tlsCompatible: true }) => {
    if (label.length >= 64 ||
        !/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(label) ||
        /(\d+\.){3}\d+/.test(label) ||
        /[.-]{2}/.test(label) ||
        (options?.tlsCompatible && DOT_PATTERN.test(label))) {
        throw new Error(`Invalid DNS label ${label}`);
    }
};
const validateCustomEndpoint = (options) => {
    if (options.isCustomEndpoint) {
        if (options.dualstackEndpoint) {
            throw new Error("Dualstack endpoint is not supported with custom endpoint");
        }
        if (options.accelerateEndpoint) {
            throw new Error("Accelerate endpoint is not supported with custom endpoint");
        }
    }
};
const getArnResources = (resource) => {
    const delimiter = resource.includes(":") ? ":" : "/";
    const [resourceType, ...rest] = resource.split(delimiter);
    if (resourceType === "accesspoint") {
        if (rest.length !== 1 || rest[0] === "") {
            throw new Error(`Access Point ARN should have one resource accesspoint${delimiter}{accesspointname}`);
        }
        return { accesspointName: rest[0] };
    }
    else if (resourceType === "outpost") {
        if (!rest[0] || rest[1] !== "accesspoint" || !rest[2] || rest.length !== 3) {
            throw new Error(`Outpost ARN should have resource outpost${delimiter}{outpostId}${delimiter}accesspoint${delimiter}{accesspointName}`);
        }
        const [outpostId, _, accesspointName] = rest;
        return { outpostId, accesspointName };
    }
    else {
        throw new Error(`ARN resource should begin with 'accesspoint${delimiter}' or 'outpost${delimiter}'`);
    }
};
const validateNoDualstack = (dualstackEndpoint) => { };
const validateNoFIPS = (useFipsEndpoint) => {
    if (useFipsEndpoint) {
        throw new Error(`FIPS region is not supported with Outpost.`);
    }
};
const validateMrapAlias = (name) => {
    try {
        name.split(".").forEach((label) => {
            validateDNSHostLabel(label);
        });
    }
    catch (e) {
        throw new Error(`"${name}" is not a DNS compatible name.`);
    }
};

const bucketHostname = (options) => {
    validateCustomEndpoint(options);
    return isBucketNameOptions(options)
        ?
            getEndpointFromBucketName(options)
        :
            getEndpointFromArn(options);
};
const getEndpointFromBucketName = ({ accelerateEndpoint = false, clientRegion: region, baseHostname, bucketName, dualstackEndpoint = false, fipsEndpoint = false, pathStyleEndpoint = false, tlsCompatible = true, isCustomEndpoint = false, }) => {
    const [clientRegion, hostnameSuffix] = isCustomEndpoint ? [region, baseHostname] : getSuffix(baseHostname);
    if (pathStyleEndpoint || !isDnsCompatibleBucketName(bucketName) || (tlsCompatible && DOT_PATTERN.test(bucketName))) {
        return {
            bucketEndpoint: false,
            hostname: dualstackEndpoint ? `s3.dualstack.${clientRegion}.${hostnameSuffix}` : baseHostname,
        };
    }
    if (accelerateEndpoint) {
        baseHostname = `s3-accelerate${dualstackEndpoint ? ".dualstack" : ""}.${hostnameSuffix}`;
    }
    else if (dualstackEndpoint) {
        baseHostname = `s3.dualstack.${clientRegion}.${hostnameSuffix}`;
    }
    return {
        bucketEndpoint: true,
        hostname: `${bucketName}.${baseHostname}`,
    };
};
const getEndpointFromArn = (options) => {
    const { isCustomEndpoint, baseHostname, clientRegion } = options;
    const hostnameSuffix = isCustomEndpoint ? baseHostname : getSuffixForArnEndpoint(baseHostname)[1];
    const { pathStyleEndpoint, accelerateEndpoint = false, fipsEndpoint = false, tlsCompatible = true, bucketName, clientPartition = "aws", } = options;
    validateArnEndpointOptions({ pathStyleEndpoint, accelerateEndpoint, tlsCompatible });
    const { service, partition, accountId, region, resource } = bucketName;
    validateService(service);
    validatePartition(partition, { clientPartition });
    validateAccountId(accountId);
    const { accesspointName, outpostId } = getArnResources(resource);
    if (service === "s3-object-lambda") {
        return getEndpointFromObjectLambdaArn({ ...options, tlsCompatible, bucketName, accesspointName, hostnameSuffix });
    }
    if (region === "") {
        return getEndpointFromMRAPArn({ ...options, mrapAlias: accesspointName, hostnameSuffix });
    }
    if (outpostId) {
        return getEndpointFromOutpostArn({ ...options, clientRegion, outpostId, accesspointName, hostnameSuffix });
    }
    return getEndpointFromAccessPointArn({ ...options, clientRegion, accesspointName, hostnameSuffix });
};
const getEndpointFromObjectLambdaArn = ({ dualstackEndpoint = false, fipsEndpoint = false, tlsCompatible = true, useArnRegion, clientRegion, clientSigningRegion = clientRegion, accesspointName, bucketName, hostnameSuffix, }) => {
    const { accountId, region, service } = bucketName;
    validateRegionalClient(clientRegion);
    const DNSHostLabel = `${accesspointName}-${accountId}`;
    validateDNSHostLabel(DNSHostLabel, { tlsCompatible });
    const endpointRegion = useArnRegion ? region : clientRegion;
    const signingRegion = useArnRegion ? region : clientSigningRegion;
    return {
        bucketEndpoint: true,
        hostname: `${DNSHostLabel}.${service}${fipsEndpoint ? "-fips" : ""}.${endpointRegion}.${hostnameSuffix}`,
        signingRegion,
        signingService: service,
    };
};
const getEndpointFromMRAPArn = ({ disableMultiregionAccessPoints, dualstackEndpoint = false, isCustomEndpoint, mrapAlias, hostnameSuffix, }) => {
    if (disableMultiregionAccessPoints === true) {
        throw new Error("SDK is attempting to use a MRAP ARN. Please enable to feature.");
    }
    validateMrapAlias(mrapAlias);
    return {
        bucketEndpoint: true,
        hostname: `${mrapAlias}${isCustomEndpoint ? "" : `.accesspoint.s3-global`}.${hostnameSuffix}`,
        signingRegion: "*",
    };
};
const getEndpointFromOutpostArn = ({ useArnRegion, clientRegion, clientSigningRegion = clientRegion, bucketName, outpostId, dualstackEndpoint = false, fipsEndpoint = false, tlsCompatible = true, accesspointName, isCustomEndpoint, hostnameSuffix, }) => {
    validateRegionalClient(clientRegion);
    const DNSHostLabel = `${accesspointName}-${bucketName.accountId}`;
    validateDNSHostLabel(DNSHostLabel, { tlsCompatible });
    const endpointRegion = useArnRegion ? bucketName.region : clientRegion;
    const signingRegion = useArnRegion ? bucketName.region : clientSigningRegion;
    validateOutpostService(bucketName.service);
    validateDNSHostLabel(outpostId, { tlsCompatible });
    validateNoFIPS(fipsEndpoint);
    const hostnamePrefix = `${DNSHostLabel}.${outpostId}`;
    return {
        bucketEndpoint: true,
        hostname: `${hostnamePrefix}${isCustomEndpoint ? "" : `.s3-outposts.${endpointRegion}`}.${hostnameSuffix}`,
        signingRegion,
        signingService: "s3-outposts",
    };
};
const getEndpointFromAccessPointArn = ({ useArnRegion, clientRegion, clientSigningRegion = clientRegion, bucketName, dualstackEndpoint = false, fipsEndpoint = false, tlsCompatible = true, accesspointName, isCustomEndpoint, hostnameSuffix, }) => {
    validateRegionalClient(clientRegion);
    const hostnamePrefix = `${accesspointName}-${bucketName.accountId}`;
    validateDNSHostLabel(hostnamePrefix, { tlsCompatible });
    const endpointRegion = useArnRegion ? bucketName.region : clientRegion;
    const signingRegion = useArnRegion ? bucketName.region : clientSigningRegion;
    validateS3Service(bucketName.service);
    return {
        bucketEndpoint: true,
        hostname: `${hostnamePrefix}${isCustomEndpoint
            ? ""
            : `.s3-accesspoint${fipsEndpoint ? "-fips" : ""}${dualstackEndpoint ? ".dualstack" : ""}.${endpointRegion}`}.${hostnameSuffix}`,
        signingRegion,
    };
};

const bucketEndpointMiddleware = (options) => (next, context) => async (args) => {
    const { Bucket: bucketName } = args.input;
    let replaceBucketInPath = options.bucketEndpoint;
    const request = args.request;
    if (HttpRequest.isInstance(request)) {
        if (options.bucketEndpoint) {
            request.hostname = bucketName;
        }
        else if (validate(bucketName)) {
            const bucketArn = parse(bucketName);
            const clientRegion = await options.region();
            const useDualstackEndpoint = await options.useDualstackEndpoint();
            const useFipsEndpoint = await options.useFipsEndpoint();
            const { partition, signingRegion = clientRegion } = (await options.regionInfoProvider(clientRegion, { useDualstackEndpoint, useFipsEndpoint })) || {};
            const useArnRegion = await options.useArnRegion();
            const { hostname, bucketEndpoint, signingRegion: modifiedSigningRegion, signingService, } = bucketHostname({
                bucketName: bucketArn,
                baseHostname: request.hostname,
                accelerateEndpoint: options.useAccelerateEndpoint,
                dualstackEndpoint: useDualstackEndpoint,
                fipsEndpoint: useFipsEndpoint,
                pathStyleEndpoint: options.forcePathStyle,
                tlsCompatible: request.protocol === "https:",
                useArnRegion,
                clientPartition: partition,
                clientSigningRegion: signingRegion,
                clientRegion: clientRegion,
                isCustomEndpoint: options.isCustomEndpoint,
                disableMultiregionAccessPoints: await options.disableMultiregionAccessPoints(),
            });
            if (modifiedSigningRegion && modifiedSigningRegion !== signingRegion) {
                context["signing_region"] = modifiedSigningRegion;
            }
            if (signingService && signingService !== "s3") {
                context["signing_service"] = signingService;
            }
            request.hostname = hostname;
            replaceBucketInPath = bucketEndpoint;
        }
        else {
            const clientRegion = await options.region();
            const dualstackEndpoint = await options.useDualstackEndpoint();
            const fipsEndpoint = await options.useFipsEndpoint();
            const { hostname, bucketEndpoint } = bucketHostname({
                bucketName,
                clientRegion,
                baseHostname: request.hostname,
                accelerateEndpoint: options.useAccelerateEndpoint,
                dualstackEndpoint,
                fipsEndpoint,
                pathStyleEndpoint: options.forcePathStyle,
                tlsCompatible: request.protocol === "https:",
                isCustomEndpoint: options.isCustomEndpoint,
            });
            request.hostname = hostname;
            replaceBucketInPath = bucketEndpoint;
        }
        if (replaceBucketInPath) {
            request.path = request.path.replace(/^(\/)?[^\/]+/, "");
            if (request.path === "") {
                request.path = "/";
            }
        }
    }
    return next({ ...args, request });
};
const bucketEndpointMiddlewareOptions = {
    tags: ["BUCKET_ENDPOINT"],
    name: "bucketEndpointMiddleware",
    relation: "before",
    toMiddleware: "hostHeaderMiddleware",
    override: true,
};
const getBucketEndpointPlugin = (options) => ({
    applyToStack: (clientStack) => {
        clientStack.addRelativeTo(bucketEndpointMiddleware(options), bucketEndpointMiddlewareOptions);
    },
});

function resolveBucketEndpointConfig(input) {
    const { bucketEndpoint = false, forcePathStyle = false, useAccelerateEndpoint = false, useArnRegion, disableMultiregionAccessPoints = false, } = input;
    return Object.assign(input, {
        bucketEndpoint,
        forcePathStyle,
        useAccelerateEndpoint,
        useArnRegion: typeof useArnRegion === "function" ? useArnRegion : () => Promise.resolve(useArnRegion),
        disableMultiregionAccessPoints: typeof disableMultiregionAccessPoints === "function"
            ? disableMultiregionAccessPoints
            : () => Promise.resolve(disableMultiregionAccessPoints),
    });
}

function addExpectContinueMiddleware(options) {
    return (next) => async (args) => {
        const { request } = args;
        if (options.expectContinueHeader !== false &&
            HttpRequest.isInstance(request) &&
            request.body &&
            options.runtime === "node" &&
            options.requestHandler?.constructor?.name !== "FetchHttpHandler") {
            let sendHeader = true;
            if (typeof options.expectContinueHeader === "number") {
                try {
                    const bodyLength = Number(request.headers?.["content-length"]) ?? options.bodyLengthChecker?.(request.body) ?? Infinity;
                    sendHeader = bodyLength >= options.expectContinueHeader;
                }
                catch (e) { }
            }
            else {
                sendHeader = !!options.expectContinueHeader;
            }
            if (sendHeader) {
                request.headers.Expect = "100-continue";
            }
        }
        return next({
            ...args,
            request,
        });
    };
}
const addExpectContinueMiddlewareOptions = {
    step: "build",
    tags: ["SET_EXPECT_HEADER", "EXPECT_HEADER"],
    name: "addExpectContinueMiddleware",
    override: true,
};
const getAddExpectContinuePlugin = (options) => ({
    applyToStack: (clientStack) => {
        clientStack.add(addExpectContinueMiddleware(options), addExpectContinueMiddlewareOptions);
    },
});

function locationConstraintMiddleware(options) {
    return (next) => async (args) => {
        const { CreateBucketConfiguration } = args.input;
        const region = await options.region();
        if (!CreateBucketConfiguration?.LocationConstraint && !CreateBucketConfiguration?.Location) {
            if (region !== "us-east-1") {
                args.input.CreateBucketConfiguration = args.input.CreateBucketConfiguration ?? {};
                args.input.CreateBucketConfiguration.LocationConstraint = region;
            }
        }
        return next(args);
    };
}
const locationConstraintMiddlewareOptions = {
    step: "initialize",
    tags: ["LOCATION_CONSTRAINT", "CREATE_BUCKET_CONFIGURATION"],
    name: "locationConstraintMiddleware",
    override: true,
};
const getLocationConstraintPlugin = (config) => ({
    applyToStack: (clientStack) => {
        clientStack.add(locationConstraintMiddleware(config), locationConstraintMiddlewareOptions);
    },
});

function resolveLocationConstraintConfig(input) {
    return input;
}

function ssecMiddleware(options) {
    return (next) => async (args) => {
        const input = { ...args.input };
        const properties = [
            {
                target: "SSECustomerKey",
                hash: "SSECustomerKeyMD5",
            },
            {
                target: "CopySourceSSECustomerKey",
                hash: "CopySourceSSECustomerKeyMD5",
            },
        ];
        for (const prop of properties) {
            const value = input[prop.target];
            if (value) {
                let valueForHash;
                if (typeof value === "string") {
                    if (isValidBase64EncodedSSECustomerKey(value, options)) {
                        valueForHash = options.base64Decoder(value);
                    }
                    else {
                        valueForHash = options.utf8Decoder(value);
                        input[prop.target] = options.base64Encoder(valueForHash);
                    }
                }
                else {
                    valueForHash = ArrayBuffer.isView(value)
                        ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
                        : new Uint8Array(value);
                    input[prop.target] = options.base64Encoder(valueForHash);
                }
                const hash = new options.md5();
                hash.update(valueForHash);
                input[prop.hash] = options.base64Encoder(await hash.digest());
            }
        }
        return next({
            ...args,
            input,
        });
    };
}
const ssecMiddlewareOptions = {
    name: "ssecMiddleware",
    step: "initialize",
    tags: ["SSE"],
    override: true,
};
const getSsecPlugin = (config) => ({
    applyToStack: (clientStack) => {
        clientStack.add(ssecMiddleware(config), ssecMiddlewareOptions);
    },
});
function isValidBase64EncodedSSECustomerKey(str, options) {
    const base64Regex = /^(?:[A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
    if (!base64Regex.test(str)) {
        return false;
    }
    try {
        const decodedBytes = options.base64Decoder(str);
        return decodedBytes.length === 32;
    }
    catch {
        return false;
    }
}

exports.NODE_DISABLE_MULTIREGION_ACCESS_POINT_CONFIG_OPTIONS = NODE_DISABLE_MULTIREGION_ACCESS_POINT_CONFIG_OPTIONS;
exports.NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME = NODE_DISABLE_MULTIREGION_ACCESS_POINT_ENV_NAME;
exports.NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME = NODE_DISABLE_MULTIREGION_ACCESS_POINT_INI_NAME;
exports.NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS = NODE_DISABLE_S3_EXPRESS_SESSION_AUTH_OPTIONS;
exports.NODE_USE_ARN_REGION_CONFIG_OPTIONS = NODE_USE_ARN_REGION_CONFIG_OPTIONS;
exports.NODE_USE_ARN_REGION_ENV_NAME = NODE_USE_ARN_REGION_ENV_NAME;
exports.NODE_USE_ARN_REGION_INI_NAME = NODE_USE_ARN_REGION_INI_NAME;
exports.S3ExpressIdentityCache = S3ExpressIdentityCache;
exports.S3ExpressIdentityCacheEntry = S3ExpressIdentityCacheEntry;
exports.S3ExpressIdentityProviderImpl = S3ExpressIdentityProviderImpl;
exports.S3RestXmlProtocol = S3RestXmlProtocol;
exports.SignatureV4S3Express = SignatureV4S3Express;
exports.addExpectContinueMiddleware = addExpectContinueMiddleware;
exports.addExpectContinueMiddlewareOptions = addExpectContinueMiddlewareOptions;
exports.bucketEndpointMiddleware = bucketEndpointMiddleware;
exports.bucketEndpointMiddlewareOptions = bucketEndpointMiddlewareOptions;
exports.bucketHostname = bucketHostname;
exports.checkContentLengthHeader = checkContentLengthHeader;
exports.checkContentLengthHeaderMiddlewareOptions = checkContentLengthHeaderMiddlewareOptions;
exports.getAddExpectContinuePlugin = getAddExpectContinuePlugin;
exports.getArnResources = getArnResources;
exports.getBucketEndpointPlugin = getBucketEndpointPlugin;
exports.getCheckContentLengthHeaderPlugin = getCheckContentLengthHeaderPlugin;
exports.getLocationConstraintPlugin = getLocationConstraintPlugin;
exports.getRegionRedirectMiddlewarePlugin = getRegionRedirectMiddlewarePlugin;
exports.getS3ExpiresMiddlewarePlugin = getS3ExpiresMiddlewarePlugin;
exports.getS3ExpressHttpSigningPlugin = getS3ExpressHttpSigningPlugin;
exports.getS3ExpressPlugin = getS3ExpressPlugin;
exports.getSsecPlugin = getSsecPlugin;
exports.getSuffixForArnEndpoint = getSuffixForArnEndpoint;
exports.getThrow200ExceptionsPlugin = getThrow200ExceptionsPlugin;
exports.getValidateBucketNamePlugin = getValidateBucketNamePlugin;
exports.isValidBase64EncodedSSECustomerKey = isValidBase64EncodedSSECustomerKey;
exports.locationConstraintMiddleware = locationConstraintMiddleware;
exports.locationConstraintMiddlewareOptions = locationConstraintMiddlewareOptions;
exports.regionRedirectEndpointMiddleware = regionRedirectEndpointMiddleware;
exports.regionRedirectEndpointMiddlewareOptions = regionRedirectEndpointMiddlewareOptions;
exports.regionRedirectMiddleware = regionRedirectMiddleware;
exports.regionRedirectMiddlewareOptions = regionRedirectMiddlewareOptions;
exports.resolveBucketEndpointConfig = resolveBucketEndpointConfig;
exports.resolveLocationConstraintConfig = resolveLocationConstraintConfig;
exports.resolveS3Config = resolveS3Config;
exports.s3ExpiresMiddleware = s3ExpiresMiddleware;
exports.s3ExpiresMiddlewareOptions = s3ExpiresMiddlewareOptions;
exports.s3ExpressHttpSigningMiddleware = s3ExpressHttpSigningMiddleware;
exports.s3ExpressHttpSigningMiddlewareOptions = s3ExpressHttpSigningMiddlewareOptions;
exports.s3ExpressMiddleware = s3ExpressMiddleware;
exports.s3ExpressMiddlewareOptions = s3ExpressMiddlewareOptions;
exports.ssecMiddleware = ssecMiddleware;
exports.ssecMiddlewareOptions = ssecMiddlewareOptions;
exports.throw200ExceptionsMiddleware = throw200ExceptionsMiddleware;
exports.throw200ExceptionsMiddlewareOptions = throw200ExceptionsMiddlewareOptions;
exports.validateAccountId = validateAccountId;
exports.validateBucketNameMiddleware = validateBucketNameMiddleware;
exports.validateBucketNameMiddlewareOptions = validateBucketNameMiddlewareOptions;
exports.validateDNSHostLabel = validateDNSHostLabel;
exports.validateNoDualstack = validateNoDualstack;
exports.validateNoFIPS = validateNoFIPS;
exports.validateOutpostService = validateOutpostService;
exports.validatePartition = validatePartition;
exports.validateRegion = validateRegion;


/***/ })

};
