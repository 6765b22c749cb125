/*
 * wine-worker: Wine's D3DAssemble as a shadercts persistent worker.
 *
 * A small Windows program (mingw-w64, C), run under Wine, that speaks the
 * worker protocol of docs/backend-protocol.md ("A persistent worker") over
 * standard input and output: one JSON object per line each way.  It answers
 * the hello with its name, the DLL it loaded and Wine's version, then one
 * response per request: `assemble` and `validate-text` call D3DAssemble on
 * `files.text.text`.  It exits when standard input closes.
 *
 * Only the fields it needs are read from a request (`id`, `op`, `profile`,
 * `files.text.text`); a line that is not such an object is answered with an
 * `error` response, never a crash.  Part of shadercts; see README.md beside
 * this file.
 *
 * Options: -dll NAME (default d3dcompiler_47.dll, then d3dcompiler_43.dll).
 */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ID3DBlob is an ID3D10Blob: IUnknown plus GetBufferPointer/GetBufferSize. */
typedef struct blob blob;
typedef struct blob_vtbl {
    HRESULT (WINAPI *QueryInterface)(blob *, const IID *, void **);
    ULONG (WINAPI *AddRef)(blob *);
    ULONG (WINAPI *Release)(blob *);
    void *(WINAPI *GetBufferPointer)(blob *);
    SIZE_T (WINAPI *GetBufferSize)(blob *);
} blob_vtbl;
struct blob { const blob_vtbl *v; };

typedef HRESULT (WINAPI *assemble_fn)(const void *data, SIZE_T size,
        const char *filename, const void *defines, void *include, UINT flags,
        blob **shader, blob **messages);
typedef const char *(CDECL *wine_version_fn)(void);

/* D3DCOMPILE_SKIP_VALIDATION (d3dcompiler.h); Wine's own tests assemble with it. */
#define ASSEMBLE_FLAGS 2u

/* ---------------------------------------------------------------- buffers */

typedef struct { char *p; size_t n, cap; int oom; } buf;

static void put(buf *b, const char *s, size_t n)
{
    if (b->oom) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        char *p;
        while (cap < b->n + n + 1) cap *= 2;
        p = realloc(b->p, cap);
        if (!p) { b->oom = 1; return; }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

static void puts_(buf *b, const char *s) { put(b, s, strlen(s)); }
static void putc_(buf *b, char c) { put(b, &c, 1); }

/* Appends `s` (n bytes) as a JSON string literal; bytes that are not valid
 * UTF-8 become U+FFFD so the line stays valid JSON. */
static void put_json_string(buf *b, const char *s, size_t n)
{
    size_t i = 0;
    putc_(b, '"');
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        char esc[8];
        if (c == '"' || c == '\\') { putc_(b, '\\'); putc_(b, (char)c); i++; }
        else if (c == '\n') { puts_(b, "\\n"); i++; }
        else if (c == '\r') { puts_(b, "\\r"); i++; }
        else if (c == '\t') { puts_(b, "\\t"); i++; }
        else if (c < 0x20 || c == 0x7f) { sprintf(esc, "\\u%04x", c); puts_(b, esc); i++; }
        else if (c < 0x80) { putc_(b, (char)c); i++; }
        else {
            /* Copy one well-formed UTF-8 sequence, or write U+FFFD for one byte. */
            size_t len = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
            size_t k;
            int ok = len && i + len <= n;
            for (k = 1; ok && k < len; k++)
                if (((unsigned char)s[i + k] & 0xc0) != 0x80) ok = 0;
            if (ok) { put(b, s + i, len); i += len; }
            else { puts_(b, "\\ufffd"); i++; }
        }
    }
    putc_(b, '"');
}

/* ------------------------------------------------------------ JSON reading */

/* A minimal reader of one JSON value: enough to find a few members of an
 * object and to skip everything else.  Every function returns the position
 * after what it read, or NULL when the text is not JSON. */

static const char *ws(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) p++;
    return p;
}

static int hex4(const char *p, const char *end, unsigned *out)
{
    unsigned v = 0;
    int i;
    if (end - p < 4) return 0;
    for (i = 0; i < 4; i++) {
        char c = p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f') v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') v |= (unsigned)(c - 'A' + 10);
        else return 0;
    }
    *out = v;
    return 1;
}

static void put_utf8(buf *b, unsigned cp)
{
    char u[4];
    if (cp < 0x80) { u[0] = (char)cp; put(b, u, 1); }
    else if (cp < 0x800) {
        u[0] = (char)(0xc0 | (cp >> 6)); u[1] = (char)(0x80 | (cp & 0x3f)); put(b, u, 2);
    } else if (cp < 0x10000) {
        u[0] = (char)(0xe0 | (cp >> 12)); u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        u[2] = (char)(0x80 | (cp & 0x3f)); put(b, u, 3);
    } else {
        u[0] = (char)(0xf0 | (cp >> 18)); u[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3f)); u[3] = (char)(0x80 | (cp & 0x3f)); put(b, u, 4);
    }
}

/* Reads a string literal at p (which must be '"'); its UTF-8 value goes to
 * `out` when out is not NULL. A lone surrogate becomes U+FFFD. */
static const char *read_string(const char *p, const char *end, buf *out)
{
    if (p >= end || *p != '"') return NULL;
    p++;
    while (p < end) {
        unsigned char c = (unsigned char)*p;
        if (c == '"') return p + 1;
        if (c < 0x20) return NULL;
        if (c != '\\') {
            const char *q = p;
            while (q < end && *q != '"' && *q != '\\' && (unsigned char)*q >= 0x20) q++;
            if (out) put(out, p, (size_t)(q - p));
            p = q;
            continue;
        }
        if (++p >= end) return NULL;
        switch (*p) {
        case '"': if (out) putc_(out, '"'); p++; break;
        case '\\': if (out) putc_(out, '\\'); p++; break;
        case '/': if (out) putc_(out, '/'); p++; break;
        case 'b': if (out) putc_(out, '\b'); p++; break;
        case 'f': if (out) putc_(out, '\f'); p++; break;
        case 'n': if (out) putc_(out, '\n'); p++; break;
        case 'r': if (out) putc_(out, '\r'); p++; break;
        case 't': if (out) putc_(out, '\t'); p++; break;
        case 'u': {
            unsigned cp, lo;
            if (!hex4(p + 1, end, &cp)) return NULL;
            p += 5;
            if (cp >= 0xd800 && cp < 0xdc00) {
                /* A high surrogate: a low one must follow to make one code point. */
                if (end - p >= 6 && p[0] == '\\' && p[1] == 'u' && hex4(p + 2, end, &lo)
                        && lo >= 0xdc00 && lo < 0xe000) {
                    cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
                    p += 6;
                } else cp = 0xfffd;
            } else if (cp >= 0xdc00 && cp < 0xe000) cp = 0xfffd;
            if (out) put_utf8(out, cp);
            break;
        }
        default: return NULL;
        }
    }
    return NULL;
}

static const char *skip_value(const char *p, const char *end, int depth);

/* Calls `member` for each member of the object at p; it returns the position
 * after the value it read (or skipped), or NULL. */
typedef const char *(*member_fn)(void *ctx, const char *key, size_t keylen,
        const char *p, const char *end);

static const char *read_object(const char *p, const char *end, member_fn member,
        void *ctx, int depth)
{
    buf key = {0};
    if (depth > 64 || p >= end || *p != '{') return NULL;
    p = ws(p + 1, end);
    if (p < end && *p == '}') return p + 1;
    for (;;) {
        key.n = 0;
        p = read_string(ws(p, end), end, &key);
        if (!p || key.oom) break;
        p = ws(p, end);
        if (p >= end || *p != ':') { p = NULL; break; }
        p = ws(p + 1, end);
        p = member ? member(ctx, key.p ? key.p : "", key.n, p, end) : skip_value(p, end, depth + 1);
        if (!p) break;
        p = ws(p, end);
        if (p < end && *p == ',') { p++; continue; }
        if (p < end && *p == '}') { p++; break; }
        p = NULL;
        break;
    }
    free(key.p);
    return p;
}

static const char *skip_value(const char *p, const char *end, int depth)
{
    p = ws(p, end);
    if (p >= end || depth > 64) return NULL;
    switch (*p) {
    case '"': return read_string(p, end, NULL);
    case '{': return read_object(p, end, NULL, NULL, depth);
    case '[':
        p = ws(p + 1, end);
        if (p < end && *p == ']') return p + 1;
        for (;;) {
            p = skip_value(p, end, depth + 1);
            if (!p) return NULL;
            p = ws(p, end);
            if (p < end && *p == ',') { p++; continue; }
            if (p < end && *p == ']') return p + 1;
            return NULL;
        }
    default: {
        const char *q = p;
        while (q < end && (strchr("+-.eE", *q) || (*q >= '0' && *q <= '9') || (*q >= 'a' && *q <= 'z'))) q++;
        if (q == p) return NULL;
        if ((q - p == 4 && !memcmp(p, "true", 4)) || (q - p == 5 && !memcmp(p, "false", 5))
                || (q - p == 4 && !memcmp(p, "null", 4)) || (*p == '-' || (*p >= '0' && *p <= '9')))
            return q;
        return NULL;
    }
    }
}

/* What a request says. */
typedef struct {
    int has_id;
    unsigned long long id;
    buf op, profile, text;
    int has_text;
} request;

static int key_is(const char *key, size_t n, const char *want)
{
    return strlen(want) == n && !memcmp(key, want, n);
}

static const char *text_member(void *ctx, const char *key, size_t n, const char *p, const char *end)
{
    request *r = ctx;
    if (key_is(key, n, "text") && p < end && *p == '"') {
        r->text.n = 0;
        r->has_text = 1;
        return read_string(p, end, &r->text);
    }
    return skip_value(p, end, 3);
}

static const char *files_member(void *ctx, const char *key, size_t n, const char *p, const char *end)
{
    if (key_is(key, n, "text") && p < end && *p == '{')
        return read_object(p, end, text_member, ctx, 2);
    return skip_value(p, end, 2);
}

static const char *request_member(void *ctx, const char *key, size_t n, const char *p, const char *end)
{
    request *r = ctx;
    if (key_is(key, n, "id") && p < end && *p >= '0' && *p <= '9') {
        unsigned long long v = 0;
        const char *q = p;
        while (q < end && *q >= '0' && *q <= '9' && v <= (~0ull - 9) / 10) v = v * 10 + (unsigned)(*q++ - '0');
        if (q < end && (*q == '.' || *q == 'e' || *q == 'E' || (*q >= '0' && *q <= '9'))) return NULL;
        r->id = v;
        r->has_id = 1;
        return q;
    }
    if (key_is(key, n, "op") && p < end && *p == '"') { r->op.n = 0; return read_string(p, end, &r->op); }
    if (key_is(key, n, "profile") && p < end && *p == '"') { r->profile.n = 0; return read_string(p, end, &r->profile); }
    if (key_is(key, n, "files") && p < end && *p == '{') return read_object(p, end, files_member, ctx, 1);
    return skip_value(p, end, 1);
}

/* ------------------------------------------------------------------ output */

static void send_line(buf *b)
{
    if (b->oom) {
        static const char oom[] = "{\"error\":\"wine-worker: out of memory\"}\n";
        fwrite(oom, 1, sizeof oom - 1, stdout);
    } else {
        putc_(b, '\n');
        fwrite(b->p, 1, b->n, stdout);
    }
    fflush(stdout);
}

static void begin(buf *b, const request *r)
{
    char num[32];
    b->n = 0;
    b->oom = 0;
    puts_(b, "{\"id\":");
    if (r && r->has_id) { sprintf(num, "%llu", r->id); puts_(b, num); }
    else puts_(b, "null");
}

static void answer_error(buf *b, const request *r, const char *msg)
{
    begin(b, r);
    puts_(b, ",\"error\":");
    put_json_string(b, msg, strlen(msg));
    putc_(b, '}');
    send_line(b);
}

/* The line number in one of Wine's messages: "file(L): error ..." or
 * "Line L: ..."; 0 when there is none. */
static unsigned long message_line(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i + 1 < n; i++) {
        const char *q;
        char *e;
        unsigned long v;
        if (s[i] == '(' && s[i + 1] >= '0' && s[i + 1] <= '9') q = s + i + 1;
        else if (i + 5 < n && !memcmp(s + i, "Line ", 5) && s[i + 5] >= '0' && s[i + 5] <= '9') q = s + i + 5;
        else continue;
        v = strtoul(q, &e, 10);
        if (e < s + n && (*e == ')' || *e == ':' || *e == ',') && v > 0) return v;
    }
    return 0;
}

/* Appends the message blob as diagnostics, one per non-empty line. */
static void put_diagnostics(buf *b, blob *m, HRESULT hr)
{
    const char *s = m ? m->v->GetBufferPointer(m) : NULL;
    size_t n = m ? m->v->GetBufferSize(m) : 0, i = 0;
    int first = 1;
    puts_(b, ",\"diagnostics\":[");
    while (s && i < n && s[i]) {
        size_t j = i, len;
        unsigned long line;
        while (j < n && s[j] && s[j] != '\n') j++;
        len = j;
        while (len > i && (s[len - 1] == '\r' || s[len - 1] == ' ')) len--;
        if (len > i) {
            if (!first) putc_(b, ',');
            first = 0;
            puts_(b, "{\"message\":");
            put_json_string(b, s + i, len - i);
            line = message_line(s + i, len - i);
            if (line) { char num[32]; sprintf(num, ",\"line\":%lu", line); puts_(b, num); }
            putc_(b, '}');
        }
        i = j < n && s[j] == '\n' ? j + 1 : j;
    }
    if (first) {
        char msg[64];
        sprintf(msg, "{\"message\":\"D3DAssemble failed: 0x%08lx\"}", (unsigned long)hr);
        puts_(b, msg);
    }
    putc_(b, ']');
}

/* A profile Wine's assembler cannot read: the software-vertex-processing
 * versions vs_2_sw, vs_3_sw, ps_2_sw, ps_3_sw (its grammar has no such
 * version names). */
static int software_profile(const char *profile, size_t n)
{
    return n > 3 && !memcmp(profile + n - 3, "_sw", 3);
}

static void handle(buf *out, assemble_fn assemble, const char *line, size_t len)
{
    request r;
    const char *end = line + len, *p;
    memset(&r, 0, sizeof r);
    p = read_object(ws(line, end), end, request_member, &r, 0);
    if (p) p = ws(p, end);
    if (!p || p != end || r.op.oom || r.profile.oom || r.text.oom) {
        answer_error(out, r.has_id ? &r : NULL, "wine-worker: the request is not a JSON object it can read");
    } else if (!r.has_id) {
        answer_error(out, NULL, "wine-worker: the request has no numeric `id`");
    } else if (r.op.p && !strcmp(r.op.p, "hello")) {
        /* Answered in main (it knows the DLL); a second hello is an error. */
        answer_error(out, &r, "wine-worker: hello was already answered");
    } else if (!r.op.p || (strcmp(r.op.p, "assemble") && strcmp(r.op.p, "validate-text"))) {
        begin(out, &r);
        puts_(out, ",\"unsupported\":");
        {
            const char *why = "wine-worker only assembles text (assemble, validate-text)";
            put_json_string(out, why, strlen(why));
        }
        putc_(out, '}');
        send_line(out);
    } else if (r.profile.p && software_profile(r.profile.p, r.profile.n)) {
        begin(out, &r);
        puts_(out, ",\"unsupported\":");
        {
            char why[160];
            snprintf(why, sizeof why, "Wine's D3DAssemble has no software profiles: `%.20s` is a syntax error to it",
                    r.profile.p);
            put_json_string(out, why, strlen(why));
        }
        putc_(out, '}');
        send_line(out);
    } else if (!r.has_text) {
        answer_error(out, &r, "wine-worker: the request has no files.text.text");
    } else {
        blob *code = NULL, *msgs = NULL;
        HRESULT hr = assemble(r.text.p ? r.text.p : "", r.text.n, "shader.asm", NULL, NULL,
                ASSEMBLE_FLAGS, &code, &msgs);
        begin(out, &r);
        if (SUCCEEDED(hr) && code) {
            puts_(out, ",\"verdict\":\"accept\"");
            if (!strcmp(r.op.p, "assemble")) {
                const DWORD *w = code->v->GetBufferPointer(code);
                SIZE_T n = code->v->GetBufferSize(code) / 4, k;
                char num[16];
                puts_(out, ",\"tokens\":[");
                for (k = 0; k < n; k++) {
                    sprintf(num, k ? ",%lu" : "%lu", (unsigned long)w[k]);
                    puts_(out, num);
                }
                putc_(out, ']');
            }
        } else {
            puts_(out, ",\"verdict\":\"reject\",\"phase\":\"assembler\"");
            put_diagnostics(out, msgs, hr);
        }
        putc_(out, '}');
        send_line(out);
        if (code) code->v->Release(code);
        if (msgs) msgs->v->Release(msgs);
    }
    free(r.op.p);
    free(r.profile.p);
    free(r.text.p);
}

/* Reads one line (newline kept) into `line`; 0 at the end of input. */
static int read_line(buf *line)
{
    char chunk[4096];
    size_t k = 0;
    int c;
    line->n = 0;
    line->oom = 0;
    while ((c = getc(stdin)) != EOF) {
        chunk[k++] = (char)c;
        if (c == '\n' || k == sizeof chunk) { put(line, chunk, k); k = 0; }
        if (c == '\n') return 1;
    }
    if (k) put(line, chunk, k);
    return line->n > 0 || line->oom;
}

/* An exception nobody handles ends the process at once, with the exception code as its
 * exit status, so the harness sees a crash; otherwise Wine starts winedbg on the faulting
 * process, which waits until the harness's timeout kills it (as measured for
 * tools/wine-d3d9-worker). */
static LONG WINAPI end_on_unhandled_exception(EXCEPTION_POINTERS *e)
{
    DWORD code = e && e->ExceptionRecord ? e->ExceptionRecord->ExceptionCode : 1;
    fprintf(stderr, "wine-worker: unhandled exception 0x%08lx\n", (unsigned long)code);
    fflush(stderr);
    TerminateProcess(GetCurrentProcess(), code);
    return EXCEPTION_EXECUTE_HANDLER;
}

int main(int argc, char **argv)
{
    const char *dlls[] = { "d3dcompiler_47.dll", "d3dcompiler_43.dll" };
    const char *dll = NULL;
    HMODULE mod = NULL, ntdll;
    assemble_fn assemble = NULL;
    wine_version_fn wine_version = NULL;
    buf line = {0}, out = {0};
    int i, hello_done = 0;

    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
    SetUnhandledExceptionFilter(end_on_unhandled_exception);
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-dll") && i + 1 < argc) dll = argv[++i];
        else { fprintf(stderr, "usage: wine-worker [-dll NAME]\n"); return 2; }
    }
    if (dll) mod = LoadLibraryA(dll);
    else for (i = 0; i < 2 && !mod; i++) mod = LoadLibraryA(dll = dlls[i]);
    if (mod) assemble = (assemble_fn)(void *)GetProcAddress(mod, "D3DAssemble");
    ntdll = GetModuleHandleA("ntdll.dll");
    if (ntdll) wine_version = (wine_version_fn)(void *)GetProcAddress(ntdll, "wine_get_version");

    while (read_line(&line)) {
        size_t n = line.n;
        while (n && (line.p[n - 1] == '\n' || line.p[n - 1] == '\r')) n--;
        if (!n || line.oom) {
            if (line.oom) answer_error(&out, NULL, "wine-worker: out of memory reading a request");
            continue;
        }
        if (!hello_done) {
            request r;
            const char *end = line.p + n, *p;
            memset(&r, 0, sizeof r);
            p = read_object(ws(line.p, end), end, request_member, &r, 0);
            if (p && r.has_id && r.op.p && !strcmp(r.op.p, "hello")) {
                hello_done = 1;
                begin(&out, &r);
                if (!assemble) {
                    char msg[200];
                    snprintf(msg, sizeof msg, "%s %s", dll ? dll : "d3dcompiler",
                            mod ? "has no D3DAssemble" : "cannot be loaded in this Wine prefix");
                    puts_(&out, ",\"error\":");
                    put_json_string(&out, msg, strlen(msg));
                } else {
                    char version[200];
                    snprintf(version, sizeof version, "%s, Wine %s", dll,
                            wine_version ? wine_version() : "(version unknown: not running under Wine?)");
                    puts_(&out, ",\"name\":\"wine-d3dcompiler\",\"version\":");
                    put_json_string(&out, version, strlen(version));
                    puts_(&out, ",\"capabilities\":[\"assemble\",\"validate-text\"]");
                }
                putc_(&out, '}');
                send_line(&out);
                free(r.op.p); free(r.profile.p); free(r.text.p);
                continue;
            }
            free(r.op.p); free(r.profile.p); free(r.text.p);
        }
        if (!assemble) { answer_error(&out, NULL, "wine-worker: no D3DAssemble"); continue; }
        handle(&out, assemble, line.p, n);
    }
    return 0;
}
