/*
 * wine-d3d9-worker: Wine's Direct3D 9 (wined3d) as a shadercts execute worker.
 *
 * A small Windows program (mingw-w64, C), run under Wine, that speaks the
 * worker protocol of docs/backend-protocol.md over standard input and output
 * (one JSON object per line each way) and answers `execute` requests: it
 * creates one Direct3D 9 HAL device (mixed vertex processing, so `_sw` vertex
 * shaders run with software vertex processing switched on), and for each case
 * creates the shader from the case's bytecode (`files.bytecode.hex`), binds the
 * inputs of `files.inputs.text` (docs/executor.md: constants c#/i#/b#,
 * interpolated pixel inputs, vPos, 2D textures and sampler states), draws one
 * pixel and reads the outputs back from A32B32G32R32F render targets (oDepth
 * through one more render target; the depth of ps_1_x texdepth/texm3x2depth
 * from a D16_LOCKABLE depth buffer).  Vertex shaders are run with their output
 * writes redirected, one output per pass, to a texture coordinate that a
 * pass-through pixel shader copies to the render target (README.md beside this
 * file).  What it cannot express is answered `unsupported` with the reason.
 *
 * Part of shadercts; the harness embeds this source and builds it on first use.
 */
#define WIN32_LEAN_AND_MEAN
#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include <fcntl.h>
#include <io.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef const char *(CDECL *wine_version_fn)(void);

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

/* Appends a JSON string literal (ASCII control characters escaped; other
 * bytes copied: everything this program writes is ASCII or Wine's UTF-8). */
static void put_json_string(buf *b, const char *s)
{
    putc_(b, '"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        char esc[8];
        if (c == '"' || c == '\\') { putc_(b, '\\'); putc_(b, (char)c); }
        else if (c == '\n') puts_(b, "\\n");
        else if (c < 0x20 || c >= 0x7f) { sprintf(esc, "\\u%04x", c < 0x7f ? c : 0xfffd); puts_(b, esc); }
        else putc_(b, (char)c);
    }
    putc_(b, '"');
}

static void put_float(buf *b, float f)
{
    char num[40];
    if (isnan(f)) puts_(b, "\"nan\"");
    else if (isinf(f)) puts_(b, f > 0 ? "\"inf\"" : "\"-inf\"");
    else { sprintf(num, "%.9g", (double)f); puts_(b, num); }
}

/* -------------------------------------------------------------- JSON values */

enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

typedef struct jv {
    int type;
    double num;
    char *str;              /* J_STR: NUL-terminated UTF-8 */
    size_t len;             /* J_ARR/J_OBJ: number of items */
    struct jv *items;       /* J_ARR/J_OBJ */
    char **keys;            /* J_OBJ */
} jv;

static void jv_free(jv *v)
{
    size_t i;
    if (!v) return;
    free(v->str);
    for (i = 0; i < v->len; i++) {
        jv_free(&v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    memset(v, 0, sizeof *v);
}

static const char *ws(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) p++;
    return p;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static const char *parse_string(const char *p, const char *end, char **out)
{
    buf b = {0};
    if (p >= end || *p != '"') return NULL;
    p++;
    put(&b, "", 0);
    while (p < end && *p != '"') {
        unsigned char c = (unsigned char)*p;
        if (c < 0x20) { free(b.p); return NULL; }
        if (c != '\\') { putc_(&b, (char)c); p++; continue; }
        if (++p >= end) { free(b.p); return NULL; }
        switch (*p) {
        case 'n': putc_(&b, '\n'); p++; break;
        case 't': putc_(&b, '\t'); p++; break;
        case 'r': putc_(&b, '\r'); p++; break;
        case 'b': putc_(&b, '\b'); p++; break;
        case 'f': putc_(&b, '\f'); p++; break;
        case 'u': {
            unsigned cp = 0;
            int i;
            if (end - p < 5) { free(b.p); return NULL; }
            for (i = 1; i <= 4; i++) {
                int h = hexval(p[i]);
                if (h < 0) { free(b.p); return NULL; }
                cp = cp * 16 + (unsigned)h;
            }
            p += 5;
            /* Only ASCII matters to this program; others become '?'. */
            putc_(&b, cp < 0x80 ? (char)cp : '?');
            break;
        }
        default: putc_(&b, *p); p++; break;
        }
    }
    if (p >= end || b.oom) { free(b.p); return NULL; }
    *out = b.p;
    return p + 1;
}

static const char *parse_value(const char *p, const char *end, jv *v, int depth)
{
    memset(v, 0, sizeof *v);
    p = ws(p, end);
    if (p >= end || depth > 64) return NULL;
    if (*p == '"') { v->type = J_STR; return parse_string(p, end, &v->str); }
    if (*p == '{' || *p == '[') {
        int obj = *p == '{';
        size_t cap = 0;
        char close = obj ? '}' : ']';
        v->type = obj ? J_OBJ : J_ARR;
        p = ws(p + 1, end);
        if (p < end && *p == close) return p + 1;
        for (;;) {
            char *key = NULL;
            if (obj) {
                p = parse_string(ws(p, end), end, &key);
                if (!p) return NULL;
                p = ws(p, end);
                if (p >= end || *p != ':') { free(key); return NULL; }
                p++;
            }
            if (v->len == cap) {
                jv *ni;
                cap = cap ? cap * 2 : 4;
                ni = realloc(v->items, cap * sizeof *ni);
                if (!ni) { free(key); return NULL; }
                v->items = ni;
                if (obj) {
                    char **nk = realloc(v->keys, cap * sizeof *nk);
                    if (!nk) { free(key); return NULL; }
                    v->keys = nk;
                }
            }
            if (obj) v->keys[v->len] = key;
            p = parse_value(p, end, &v->items[v->len], depth + 1);
            v->len++;
            if (!p) return NULL;
            p = ws(p, end);
            if (p < end && *p == ',') { p++; continue; }
            if (p < end && *p == close) return p + 1;
            return NULL;
        }
    }
    if (end - p >= 4 && !memcmp(p, "true", 4)) { v->type = J_BOOL; v->num = 1; return p + 4; }
    if (end - p >= 5 && !memcmp(p, "false", 5)) { v->type = J_BOOL; return p + 5; }
    if (end - p >= 4 && !memcmp(p, "null", 4)) { v->type = J_NULL; return p + 4; }
    {
        char tmp[64];
        size_t k = 0;
        char *e;
        while (p + k < end && k < sizeof tmp - 1 && strchr("+-.eE0123456789", p[k])) { tmp[k] = p[k]; k++; }
        if (!k) return NULL;
        tmp[k] = 0;
        v->type = J_NUM;
        v->num = strtod(tmp, &e);
        if (*e) return NULL;
        return p + k;
    }
}

static const jv *jget(const jv *o, const char *key)
{
    size_t i;
    if (!o || o->type != J_OBJ) return NULL;
    for (i = 0; i < o->len; i++)
        if (!strcmp(o->keys[i], key)) return &o->items[i];
    return NULL;
}

/* A number of the inputs format: a JSON number or "inf", "-inf", "nan". */
static int jnum(const jv *v, float *out)
{
    if (!v) return 0;
    if (v->type == J_NUM || v->type == J_BOOL) { *out = (float)v->num; return 1; }
    if (v->type == J_STR) {
        if (!strcmp(v->str, "inf")) { *out = INFINITY; return 1; }
        if (!strcmp(v->str, "-inf")) { *out = -INFINITY; return 1; }
        if (!strcmp(v->str, "nan")) { *out = NAN; return 1; }
    }
    return 0;
}

/* A vector of 1-4 numbers completed from (0, 0, 0, 1); a single number is
 * replicated (docs/executor.md). */
static int jvec(const jv *v, float out[4])
{
    float f;
    size_t i;
    if (!v) return 0;
    if (v->type != J_ARR) {
        if (!jnum(v, &f)) return 0;
        out[0] = out[1] = out[2] = out[3] = f;
        return 1;
    }
    if (v->len < 1 || v->len > 4) return 0;
    out[0] = out[1] = out[2] = 0;
    out[3] = 1;
    for (i = 0; i < v->len; i++)
        if (!jnum(&v->items[i], &out[i])) return 0;
    return 1;
}

/* ---------------------------------------------------------- shader tokens */

#define OP(t) ((t) & 0xffff)
#define REGTYPE(t) ((((t) >> 28) & 7) | (((t) >> 8) & 0x18))
#define REGNUM(t) ((t) & 0x7ff)
#define MASK(t) (((t) >> 16) & 0xf)
#define RETYPE(t, ty, n) (((t) & ~0x700017ffu) | (((DWORD)(ty) & 7) << 28) | (((DWORD)(ty) & 0x18) << 8) | (DWORD)(n))

enum { R_TEMP = 0, R_INPUT = 1, R_CONST = 2, R_TEXTURE = 3, R_RASTOUT = 4, R_ATTROUT = 5,
       R_OUTPUT = 6, R_COLOROUT = 8, R_DEPTHOUT = 9, R_SAMPLER = 10, R_MISCTYPE = 17 };

typedef struct { size_t pos, nparams; DWORD op; } insn;

typedef struct {
    DWORD *t;
    size_t n;
    int ps, major, minor;
    insn *ins;
    size_t nins;
    size_t body;            /* the token index after the leading dcl/def/comment block */
} shader;

/* The instruction's destination parameter (an index into t), or 0 when it has none. */
static size_t dst_of(const shader *s, const insn *in)
{
    switch (in->op) {
    case 0: case 25: case 26: case 27: case 28: case 29: case 30: case 38: case 39:
    case 40: case 41: case 42: case 43: case 44: case 45: case 96: case 0xfffd: case 0xfffe:
        return 0;
    case 31: return in->nparams >= 2 ? in->pos + 2 : 0;
    default: return in->nparams >= 1 ? in->pos + 1 : 0;
    }
    (void)s;
}

static int is_decl(DWORD op) { return op == 31 || op == 81 || op == 47 || op == 48 || op == 0xfffe; }

/* Splits the token stream into instructions; 0 when it cannot be walked. */
static int parse_shader(shader *s, const DWORD *t, size_t n)
{
    size_t pos = 1, cap = 0;
    int seen_code = 0;
    memset(s, 0, sizeof *s);
    if (n < 2) return 0;
    s->t = malloc(n * sizeof *t);
    if (!s->t) return 0;
    memcpy(s->t, t, n * sizeof *t);
    s->n = n;
    if ((t[0] >> 16) == 0xffff) s->ps = 1;
    else if ((t[0] >> 16) != 0xfffe) return 0;
    s->major = (t[0] >> 8) & 0xff;
    s->minor = t[0] & 0xff;
    s->body = 1;
    while (pos < n) {
        DWORD tok = t[pos], op = OP(tok);
        size_t np;
        if (op == 0xffff) break;
        if (op == 0xfffe) np = (tok >> 16) & 0x7fff;
        else if (s->major >= 2) np = (tok >> 24) & 0xf;
        else if (op == 81) np = 5;
        else {
            np = 0;
            while (pos + 1 + np < n && (t[pos + 1 + np] & 0x80000000u)) np++;
        }
        if (pos + 1 + np > n) return 0;
        if (s->nins == cap) {
            insn *ni;
            cap = cap ? cap * 2 : 64;
            ni = realloc(s->ins, cap * sizeof *ni);
            if (!ni) return 0;
            s->ins = ni;
        }
        s->ins[s->nins].pos = pos;
        s->ins[s->nins].nparams = np;
        s->ins[s->nins].op = op;
        s->nins++;
        if (!is_decl(op)) seen_code = 1;
        pos += 1 + np;
        if (!seen_code) s->body = pos;
    }
    return pos < n;
}

static void free_shader(shader *s) { free(s->t); free(s->ins); memset(s, 0, sizeof *s); }

/* Token streams being built. */
typedef struct { DWORD *t; size_t n, cap; int oom; } toks;

static void tput(toks *k, DWORD w)
{
    if (k->oom) return;
    if (k->n == k->cap) {
        DWORD *nt;
        k->cap = k->cap ? k->cap * 2 : 64;
        nt = realloc(k->t, k->cap * sizeof *nt);
        if (!nt) { k->oom = 1; return; }
        k->t = nt;
    }
    k->t[k->n++] = w;
}

static DWORD reg(int type, int num, DWORD extra) { return RETYPE(0x80000000u | extra, type, num); }
#define FULL 0x000f0000u
#define NOSWZ 0x00e40000u

static void t_dcl(toks *k, int sm2, DWORD usage, DWORD usage_index, DWORD dst)
{
    tput(k, sm2 ? 0x0200001f : 0x0000001f);
    tput(k, 0x80000000u | usage | (usage_index << 16));
    tput(k, dst);
}

static void t_mov(toks *k, int sm2, DWORD dst, DWORD src)
{
    tput(k, sm2 ? 0x02000001 : 0x00000001);
    tput(k, dst);
    tput(k, src);
}

/* --------------------------------------------------------------- the device */

static IDirect3D9 *d3d;
static IDirect3DDevice9 *dev;
static D3DCAPS9 caps;
static char adapter_desc[600];
/* The device type (`--device hal|ref`) and what the adapter says about itself, for the
 * hello's `device` (docs/backend-protocol.md). */
static D3DDEVTYPE dev_type = D3DDEVTYPE_HAL;
static D3DADAPTER_IDENTIFIER9 adapter_ident;
static char gl_renderer[300];

#define RT_FMT D3DFMT_A32B32G32R32F
#define MAX_RT 4

typedef struct {
    UINT w, h;
    IDirect3DSurface9 *rt[MAX_RT], *sys[MAX_RT], *depth;
} targets;
static targets tg;

static void release(void *p)
{
    IUnknown *u = p;
    if (u) IUnknown_Release(u);
}

static void free_targets(void)
{
    int i;
    for (i = 0; i < MAX_RT; i++) {
        release(tg.rt[i]);
        release(tg.sys[i]);
        tg.rt[i] = tg.sys[i] = NULL;
    }
    release(tg.depth);
    tg.depth = NULL;
    tg.w = tg.h = 0;
}

/* Render targets of at least w x h (kept between cases). */
static HRESULT ensure_targets(UINT w, UINT h, int nrt, int depth)
{
    int i;
    HRESULT hr;
    if (tg.w < w || tg.h < h) {
        free_targets();
        tg.w = w < 1 ? 1 : w;
        tg.h = h < 1 ? 1 : h;
    }
    for (i = 0; i < nrt; i++) {
        if (tg.rt[i]) continue;
        hr = IDirect3DDevice9_CreateRenderTarget(dev, tg.w, tg.h, RT_FMT, D3DMULTISAMPLE_NONE, 0, FALSE,
                &tg.rt[i], NULL);
        if (FAILED(hr)) return hr;
        hr = IDirect3DDevice9_CreateOffscreenPlainSurface(dev, tg.w, tg.h, RT_FMT, D3DPOOL_SYSTEMMEM,
                &tg.sys[i], NULL);
        if (FAILED(hr)) return hr;
    }
    if (depth && !tg.depth) {
        hr = IDirect3DDevice9_CreateDepthStencilSurface(dev, tg.w, tg.h, D3DFMT_D16_LOCKABLE,
                D3DMULTISAMPLE_NONE, 0, FALSE, &tg.depth, NULL);
        if (FAILED(hr)) return hr;
    }
    return D3D_OK;
}

static LRESULT CALLBACK wndproc(HWND w, UINT m, WPARAM a, LPARAM b) { return DefWindowProcA(w, m, a, b); }

/* The GL renderer string, from a WGL context on a window of its own. */
static void read_gl_renderer(HINSTANCE inst)
{
    typedef const unsigned char *(WINAPI *glgetstring_fn)(unsigned);
    HMODULE gl = LoadLibraryA("opengl32.dll");
    HWND w = CreateWindowA("shadercts-d3d9", "gl", WS_OVERLAPPEDWINDOW, 0, 0, 16, 16, NULL, NULL, inst, NULL);
    HDC dc = w ? GetDC(w) : NULL;
    PIXELFORMATDESCRIPTOR pfd;
    HGLRC (WINAPI *create)(HDC);
    BOOL (WINAPI *make)(HDC, HGLRC);
    BOOL (WINAPI *del)(HGLRC);
    glgetstring_fn gs;
    strcpy(gl_renderer, "unknown");
    if (!gl || !dc) goto out;
    create = (void *)GetProcAddress(gl, "wglCreateContext");
    make = (void *)GetProcAddress(gl, "wglMakeCurrent");
    del = (void *)GetProcAddress(gl, "wglDeleteContext");
    gs = (void *)GetProcAddress(gl, "glGetString");
    if (!create || !make || !del || !gs) goto out;
    memset(&pfd, 0, sizeof pfd);
    pfd.nSize = sizeof pfd;
    pfd.nVersion = 1;
    pfd.dwFlags = PFD_DRAW_TO_WINDOW | PFD_SUPPORT_OPENGL | PFD_DOUBLEBUFFER;
    pfd.iPixelType = PFD_TYPE_RGBA;
    pfd.cColorBits = 32;
    if (SetPixelFormat(dc, ChoosePixelFormat(dc, &pfd), &pfd)) {
        HGLRC rc = create(dc);
        if (rc && make(dc, rc)) {
            const unsigned char *r = gs(0x1F01 /* GL_RENDERER */), *v = gs(0x1F02 /* GL_VERSION */);
            snprintf(gl_renderer, sizeof gl_renderer, "%s; OpenGL %s", r ? (const char *)r : "?",
                    v ? (const char *)v : "?");
            make(NULL, NULL);
        }
        if (rc) del(rc);
    }
out:
    if (dc) ReleaseDC(w, dc);
    if (w) DestroyWindow(w);
}

/* Creates the device; an error message, or NULL. */
static const char *create_device(void)
{
    static char msg[200];
    HINSTANCE inst = GetModuleHandleA(NULL);
    WNDCLASSA wc;
    HWND win;
    D3DPRESENT_PARAMETERS pp;
    D3DADAPTER_IDENTIFIER9 id;
    HRESULT hr;
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = wndproc;
    wc.hInstance = inst;
    wc.lpszClassName = "shadercts-d3d9";
    RegisterClassA(&wc);
    read_gl_renderer(inst);
    win = CreateWindowA("shadercts-d3d9", "shadercts", WS_OVERLAPPEDWINDOW, 0, 0, 64, 64, NULL, NULL, inst, NULL);
    if (!win) return "cannot create a window (is DISPLAY set to a running X server?)";
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    if (!d3d) return "Direct3DCreate9 failed";
    memset(&pp, 0, sizeof pp);
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.BackBufferWidth = 64;
    pp.BackBufferHeight = 64;
    pp.BackBufferFormat = D3DFMT_A8R8G8B8;
    pp.hDeviceWindow = win;
    hr = IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT, dev_type, win,
            D3DCREATE_MIXED_VERTEXPROCESSING | D3DCREATE_FPU_PRESERVE, &pp, &dev);
    if (FAILED(hr)) {
        snprintf(msg, sizeof msg, "IDirect3D9::CreateDevice(%s, mixed vertex processing) failed: 0x%08lx%s",
                dev_type == D3DDEVTYPE_REF ? "REF" : "HAL", (unsigned long)hr,
                dev_type == D3DDEVTYPE_REF ? " (is the reference rasterizer, d3dref9.dll, installed?)" : "");
        return msg;
    }
    IDirect3DDevice9_GetDeviceCaps(dev, &caps);
    /* A back-facing triangle gives vFace < 0: nothing is culled. */
    IDirect3DDevice9_SetRenderState(dev, D3DRS_CULLMODE, D3DCULL_NONE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_LIGHTING, FALSE);
    memset(&id, 0, sizeof id);
    IDirect3D9_GetAdapterIdentifier(d3d, D3DADAPTER_DEFAULT, 0, &id);
    snprintf(adapter_desc, sizeof adapter_desc, "%s (driver %s %u.%u.%u.%u, vendor 0x%04lx device 0x%04lx)",
            id.Description, id.Driver, HIWORD(id.DriverVersion.HighPart), LOWORD(id.DriverVersion.HighPart),
            HIWORD(id.DriverVersion.LowPart), LOWORD(id.DriverVersion.LowPart),
            (unsigned long)id.VendorId, (unsigned long)id.DeviceId);
    adapter_ident = id;
    return NULL;
}

/* Appends text of the ANSI code page (the adapter identifier's strings) as a JSON string:
 * every non-ASCII character as \u escapes of its UTF-16 code units. */
static void put_json_ansi(buf *b, const char *s)
{
    WCHAR w[1024];
    int n = MultiByteToWideChar(CP_ACP, 0, s, -1, w, (int)(sizeof w / sizeof w[0]));
    int i;
    char esc[8];
    if (n <= 0) { put_json_string(b, s); return; }
    putc_(b, '"');
    for (i = 0; i + 1 < n; i++) {
        if (w[i] == '"' || w[i] == '\\') { putc_(b, '\\'); putc_(b, (char)w[i]); }
        else if (w[i] < 0x20 || w[i] >= 0x7f) { sprintf(esc, "\\u%04x", (unsigned)w[i]); puts_(b, esc); }
        else putc_(b, (char)w[i]);
    }
    putc_(b, '"');
}

typedef LONG (WINAPI *rtl_get_version_fn)(OSVERSIONINFOW *);

/* Appends the hello's `"device":{…}`: the adapter identifier, the device type, the OS
 * build (RtlGetVersion, which unlike GetVersionEx is not capped by the manifest) and
 * Wine's version when there is one. */
static void put_device(buf *b, HMODULE ntdll, const char *wine)
{
    const D3DADAPTER_IDENTIFIER9 *id = &adapter_ident;
    char num[160];
    OSVERSIONINFOW os;
    rtl_get_version_fn rtl = ntdll ? (rtl_get_version_fn)(void *)GetProcAddress(ntdll, "RtlGetVersion") : NULL;
    puts_(b, ",\"device\":{\"api\":\"Direct3D 9\",\"device_type\":");
    puts_(b, dev_type == D3DDEVTYPE_REF ? "\"ref\"" : "\"hal\"");
    puts_(b, ",\"adapter\":");
    put_json_ansi(b, id->Description);
    sprintf(num, ",\"vendor_id\":%lu,\"device_id\":%lu,\"subsys_id\":%lu,\"revision\":%lu",
            (unsigned long)id->VendorId, (unsigned long)id->DeviceId, (unsigned long)id->SubSysId,
            (unsigned long)id->Revision);
    puts_(b, num);
    puts_(b, ",\"driver\":");
    put_json_ansi(b, id->Driver);
    sprintf(num, ",\"driver_version\":\"%u.%u.%u.%u\"",
            HIWORD(id->DriverVersion.HighPart), LOWORD(id->DriverVersion.HighPart),
            HIWORD(id->DriverVersion.LowPart), LOWORD(id->DriverVersion.LowPart));
    puts_(b, num);
    memset(&os, 0, sizeof os);
    os.dwOSVersionInfoSize = sizeof os;
    if (rtl && rtl(&os) == 0) {
        sprintf(num, ",\"os\":\"Windows %lu.%lu.%lu\"", (unsigned long)os.dwMajorVersion,
                (unsigned long)os.dwMinorVersion, (unsigned long)os.dwBuildNumber);
        puts_(b, num);
    }
    if (wine) {
        puts_(b, ",\"wine\":");
        put_json_string(b, wine);
    }
    putc_(b, '}');
}

/* ------------------------------------------------------------- one request */

typedef struct {
    buf *out;
    const char *unsupported;    /* set: answer `unsupported` with this */
    int is_error;               /* with unsupported: answer `error` instead (a malformed draw) */
    char why[300];
} ctx;

static void unsupported(ctx *c, const char *fmt, const char *arg)
{
    if (c->unsupported) return;
    snprintf(c->why, sizeof c->why, fmt, arg ? arg : "");
    c->unsupported = c->why;
}

/* Register names of the inputs format: the letters and the number. */
static int split_name(const char *name, char *letters, size_t cap, int *num)
{
    size_t i = 0;
    while (name[i] && !(name[i] >= '0' && name[i] <= '9') && i + 1 < cap) { letters[i] = name[i]; i++; }
    letters[i] = 0;
    if (!name[i]) { *num = -1; return 1; }
    *num = atoi(name + i);
    return 1;
}

/* Sets c#/i#/b# of the `constants` object; 0 and a message on a bad entry. */
static int set_constants(ctx *c, const jv *consts, int ps)
{
    size_t i;
    if (!consts) return 1;
    for (i = 0; i < consts->len; i++) {
        char l[16];
        int n;
        float v[4];
        split_name(consts->keys[i], l, sizeof l, &n);
        if (n < 0) { unsupported(c, "constant `%s` is not understood", consts->keys[i]); return 0; }
        if (!strcmp(l, "c")) {
            if (!jvec(&consts->items[i], v)) { unsupported(c, "constant `%s` is not a vector", consts->keys[i]); return 0; }
            if (ps) IDirect3DDevice9_SetPixelShaderConstantF(dev, (UINT)n, v, 1);
            else IDirect3DDevice9_SetVertexShaderConstantF(dev, (UINT)n, v, 1);
        } else if (!strcmp(l, "i")) {
            int iv[4];
            int k;
            if (!jvec(&consts->items[i], v)) { unsupported(c, "constant `%s` is not a vector", consts->keys[i]); return 0; }
            for (k = 0; k < 4; k++) iv[k] = (int)v[k];
            if (ps) IDirect3DDevice9_SetPixelShaderConstantI(dev, (UINT)n, iv, 1);
            else IDirect3DDevice9_SetVertexShaderConstantI(dev, (UINT)n, iv, 1);
        } else if (!strcmp(l, "b")) {
            BOOL b = consts->items[i].type == J_BOOL ? consts->items[i].num != 0
                    : consts->items[i].type == J_NUM && consts->items[i].num != 0;
            if (ps) IDirect3DDevice9_SetPixelShaderConstantB(dev, (UINT)n, &b, 1);
            else IDirect3DDevice9_SetVertexShaderConstantB(dev, (UINT)n, &b, 1);
        } else {
            unsupported(c, "constant `%s` is not understood", consts->keys[i]);
            return 0;
        }
    }
    return 1;
}

/* Zeroes the constants a case may have set (so cases do not see each other's values). */
static void clear_constants(void)
{
    static float zf[256 * 4];
    static int zi[16 * 4];
    static BOOL zb[16];
    UINT nvs = caps.MaxVertexShaderConst < 256 ? caps.MaxVertexShaderConst : 256;
    IDirect3DDevice9_SetPixelShaderConstantF(dev, 0, zf, 224);
    IDirect3DDevice9_SetVertexShaderConstantF(dev, 0, zf, nvs);
    IDirect3DDevice9_SetPixelShaderConstantI(dev, 0, zi, 16);
    IDirect3DDevice9_SetVertexShaderConstantI(dev, 0, zi, 16);
    IDirect3DDevice9_SetPixelShaderConstantB(dev, 0, zb, 16);
    IDirect3DDevice9_SetVertexShaderConstantB(dev, 0, zb, 16);
}

static DWORD fbits(float f) { DWORD d; memcpy(&d, &f, 4); return d; }

static int bound_stage[32];

static DWORD address_mode(const char *s)
{
    if (!strcmp(s, "clamp")) return D3DTADDRESS_CLAMP;
    if (!strcmp(s, "mirror")) return D3DTADDRESS_MIRROR;
    if (!strcmp(s, "border")) return D3DTADDRESS_BORDER;
    return D3DTADDRESS_WRAP;
}

/* Writes one texel (x, y) of a locked level: A32B32G32R32F floats as given, or
 * A8R8G8B8 from 0-255 values (`format: unorm8`). */
static void put_texel(BYTE *bits, INT pitch, UINT x, UINT y, const jv *texel, int unorm)
{
    float px[4];
    if (!jvec(texel, px)) px[0] = px[1] = px[2] = px[3] = 0;
    if (unorm) {
        BYTE *row = bits + y * pitch + x * 4;
        int k;
        BYTE b[4];
        for (k = 0; k < 4; k++) b[k] = (BYTE)(px[k] < 0 ? 0 : px[k] > 255 ? 255 : px[k]);
        row[0] = b[2]; row[1] = b[1]; row[2] = b[0]; row[3] = b[3];
    } else {
        memcpy(bits + y * pitch + x * 16, px, 16);
    }
}

enum tex_kind { TEX_2D, TEX_CUBE, TEX_VOLUME };

/* A draw's sampler types by the shader's `dcl` (a SCENE.json texture without `type`
 * takes its sampler's), or NULL (execute: 2D unless `type` says otherwise). */
static const enum tex_kind *dcl_kinds;

/* Creates the texture of one `textures` entry (2D, cube or volume, docs/executor.md:
 * texels x fastest, then y, then z or cube face +X, -X, +Y, -Y, +Z, -Z) with its mip
 * levels filled. NULL (and c->unsupported set) when it cannot. */
static IDirect3DBaseTexture9 *make_texture(ctx *c, const jv *t, const char *key)
{
    const jv *v;
    enum tex_kind kind = TEX_2D;
    UINT w = 1, h = 1, d = 1, levels = 1, lv;
    int unorm = 0;
    D3DFORMAT fmt;
    HRESULT hr;
    IDirect3DTexture9 *t2 = NULL;
    IDirect3DCubeTexture9 *tc = NULL;
    IDirect3DVolumeTexture9 *tv = NULL;
    IDirect3DBaseTexture9 *base;
    if (dcl_kinds && key[0] == 's' && atoi(key + 1) >= 0 && atoi(key + 1) < 16) kind = dcl_kinds[atoi(key + 1)];
    if ((v = jget(t, "type")) && v->type == J_STR) {
        if (!strcmp(v->str, "cube")) kind = TEX_CUBE;
        else if (!strcmp(v->str, "volume")) kind = TEX_VOLUME;
        else if (strcmp(v->str, "2d")) { unsupported(c, "a texture of type `%s`", v->str); return NULL; }
    }
    if ((v = jget(t, "width"))) w = (UINT)v->num;
    if ((v = jget(t, "height"))) h = (UINT)v->num;
    if ((v = jget(t, "depth"))) d = (UINT)v->num;
    if (kind == TEX_CUBE && w != h) { unsupported(c, "a cube texture whose faces are not square%s", ""); return NULL; }
    if ((v = jget(t, "format")) && v->type == J_STR) unorm = !strcmp(v->str, "unorm8");
    if ((v = jget(t, "levels")) && v->type == J_ARR) levels = 1 + (UINT)v->len;
    fmt = unorm ? D3DFMT_A8R8G8B8 : D3DFMT_A32B32G32R32F;
    if (kind == TEX_CUBE)
        hr = IDirect3DDevice9_CreateCubeTexture(dev, w, levels, 0, fmt, D3DPOOL_MANAGED, &tc, NULL);
    else if (kind == TEX_VOLUME)
        hr = IDirect3DDevice9_CreateVolumeTexture(dev, w, h, d, levels, 0, fmt, D3DPOOL_MANAGED, &tv, NULL);
    else
        hr = IDirect3DDevice9_CreateTexture(dev, w, h, levels, 0, fmt, D3DPOOL_MANAGED, &t2, NULL);
    if (FAILED(hr)) { unsupported(c, "creating a texture failed%s", ""); return NULL; }
    base = kind == TEX_CUBE ? (IDirect3DBaseTexture9 *)tc
         : kind == TEX_VOLUME ? (IDirect3DBaseTexture9 *)tv : (IDirect3DBaseTexture9 *)t2;
    for (lv = 0; lv < levels; lv++) {
        const jv *texels = lv == 0 ? jget(t, "texels") : &jget(t, "levels")->items[lv - 1];
        UINT lw = w >> lv ? w >> lv : 1, lh = h >> lv ? h >> lv : 1, ld = d >> lv ? d >> lv : 1;
        UINT layers = kind == TEX_CUBE ? 6 : kind == TEX_VOLUME ? ld : 1, x, y, z;
        if (kind == TEX_CUBE) lh = lw;
        if (!texels || texels->type != J_ARR || texels->len != (size_t)lw * lh * layers) {
            IDirect3DBaseTexture9_Release(base);
            unsupported(c, "texture `%s` has the wrong number of texels", key);
            return NULL;
        }
        if (kind == TEX_VOLUME) {
            D3DLOCKED_BOX lb;
            if (FAILED(IDirect3DVolumeTexture9_LockBox(tv, lv, &lb, NULL, 0))) {
                IDirect3DBaseTexture9_Release(base);
                unsupported(c, "LockBox of a volume texture failed%s", "");
                return NULL;
            }
            for (z = 0; z < ld; z++)
                for (y = 0; y < lh; y++)
                    for (x = 0; x < lw; x++)
                        put_texel((BYTE *)lb.pBits + z * lb.SlicePitch, lb.RowPitch, x, y,
                                  &texels->items[(z * lh + y) * lw + x], unorm);
            IDirect3DVolumeTexture9_UnlockBox(tv, lv);
            continue;
        }
        for (z = 0; z < layers; z++) {
            D3DLOCKED_RECT lr;
            HRESULT lock = kind == TEX_CUBE
                ? IDirect3DCubeTexture9_LockRect(tc, (D3DCUBEMAP_FACES)z, lv, &lr, NULL, 0)
                : IDirect3DTexture9_LockRect(t2, lv, &lr, NULL, 0);
            if (FAILED(lock)) {
                IDirect3DBaseTexture9_Release(base);
                unsupported(c, "LockRect of a texture failed%s", "");
                return NULL;
            }
            for (y = 0; y < lh; y++)
                for (x = 0; x < lw; x++)
                    put_texel((BYTE *)lr.pBits, lr.Pitch, x, y, &texels->items[(z * lh + y) * lw + x], unorm);
            if (kind == TEX_CUBE) IDirect3DCubeTexture9_UnlockRect(tc, (D3DCUBEMAP_FACES)z, lv);
            else IDirect3DTexture9_UnlockRect(t2, lv);
        }
    }
    return base;
}

/* Creates and binds the textures of the `textures` object. */
static int set_textures(ctx *c, const jv *texs, int ps)
{
    size_t i;
    if (!texs) return 1;
    for (i = 0; i < texs->len; i++) {
        const jv *t = &texs->items[i], *v;
        const char *key = texs->keys[i];
        int stage = key[0] == 's' ? atoi(key + 1) : atoi(key);
        DWORD sampler;
        IDirect3DBaseTexture9 *tex;
        if ((v = jget(t, "projected")) && v->type == J_BOOL && v->num) {
            unsupported(c, "a projected texture stage%s", "");
            return 0;
        }
        if (!(tex = make_texture(c, t, key))) return 0;
        sampler = ps ? (DWORD)stage : D3DVERTEXTEXTURESAMPLER0 + (DWORD)stage;
        IDirect3DDevice9_SetTexture(dev, sampler, tex);
        IDirect3DBaseTexture9_Release(tex);
        if (stage >= 0 && stage < 16) bound_stage[ps ? stage : 16 + stage] = 1;
        {
            DWORD f = D3DTEXF_POINT, mf = D3DTEXF_NONE;
            if ((v = jget(t, "filter")) && v->type == J_STR && !strcmp(v->str, "linear")) f = D3DTEXF_LINEAR;
            if ((v = jget(t, "mip_filter")) && v->type == J_STR)
                mf = !strcmp(v->str, "point") ? D3DTEXF_POINT : !strcmp(v->str, "linear") ? D3DTEXF_LINEAR : D3DTEXF_NONE;
            IDirect3DDevice9_SetSamplerState(dev, sampler, D3DSAMP_MINFILTER, f);
            IDirect3DDevice9_SetSamplerState(dev, sampler, D3DSAMP_MAGFILTER, f);
            IDirect3DDevice9_SetSamplerState(dev, sampler, D3DSAMP_MIPFILTER, mf);
        }
        {
            DWORD a[3] = { D3DTADDRESS_WRAP, D3DTADDRESS_WRAP, D3DTADDRESS_WRAP };
            if ((v = jget(t, "address"))) {
                if (v->type == J_STR) a[0] = a[1] = a[2] = address_mode(v->str);
                else if (v->type == J_ARR) {
                    size_t k;
                    for (k = 0; k < v->len && k < 3; k++)
                        if (v->items[k].type == J_STR) a[k] = address_mode(v->items[k].str);
                }
            }
            IDirect3DDevice9_SetSamplerState(dev, sampler, D3DSAMP_ADDRESSU, a[0]);
            IDirect3DDevice9_SetSamplerState(dev, sampler, D3DSAMP_ADDRESSV, a[1]);
            IDirect3DDevice9_SetSamplerState(dev, sampler, D3DSAMP_ADDRESSW, a[2]);
        }
        if ((v = jget(t, "border"))) {
            float b[4];
            if (jvec(v, b)) {
                int k;
                DWORD col = 0;
                for (k = 0; k < 4; k++) {
                    float q = b[k] < 0 ? 0 : b[k] > 1 ? 1 : b[k];
                    DWORD byte = (DWORD)(q * 255.0f + 0.5f);
                    col |= byte << (k == 3 ? 24 : 16 - 8 * k);
                }
                IDirect3DDevice9_SetSamplerState(dev, sampler, D3DSAMP_BORDERCOLOR, col);
            }
        }
        if ((v = jget(t, "bumpenv")) && ps && stage < 8) {
            const jv *m = jget(v, "matrix"), *q;
            float ls = 1, lo = 0;
            if (m && m->type == J_ARR && m->len == 4) {
                float e[4];
                size_t k;
                for (k = 0; k < 4; k++) if (!jnum(&m->items[k], &e[k])) e[k] = 0;
                IDirect3DDevice9_SetTextureStageState(dev, stage, D3DTSS_BUMPENVMAT00, fbits(e[0]));
                IDirect3DDevice9_SetTextureStageState(dev, stage, D3DTSS_BUMPENVMAT01, fbits(e[1]));
                IDirect3DDevice9_SetTextureStageState(dev, stage, D3DTSS_BUMPENVMAT10, fbits(e[2]));
                IDirect3DDevice9_SetTextureStageState(dev, stage, D3DTSS_BUMPENVMAT11, fbits(e[3]));
            }
            if ((q = jget(v, "lscale"))) jnum(q, &ls);
            if ((q = jget(v, "loffset"))) jnum(q, &lo);
            IDirect3DDevice9_SetTextureStageState(dev, stage, D3DTSS_BUMPENVLSCALE, fbits(ls));
            IDirect3DDevice9_SetTextureStageState(dev, stage, D3DTSS_BUMPENVLOFFSET, fbits(lo));
        }
    }
    return 1;
}

static void unbind_textures(void)
{
    int i;
    for (i = 0; i < 32; i++) {
        DWORD s;
        if (!bound_stage[i]) continue;
        bound_stage[i] = 0;
        s = i < 16 ? (DWORD)i : D3DVERTEXTEXTURESAMPLER0 + (DWORD)(i - 16);
        IDirect3DDevice9_SetTexture(dev, s, NULL);
        IDirect3DDevice9_SetSamplerState(dev, s, D3DSAMP_ADDRESSU, D3DTADDRESS_WRAP);
        IDirect3DDevice9_SetSamplerState(dev, s, D3DSAMP_ADDRESSV, D3DTADDRESS_WRAP);
        IDirect3DDevice9_SetSamplerState(dev, s, D3DSAMP_ADDRESSW, D3DTADDRESS_WRAP);
        IDirect3DDevice9_SetSamplerState(dev, s, D3DSAMP_BORDERCOLOR, 0);
        if (i < 8) {
            IDirect3DDevice9_SetTextureStageState(dev, i, D3DTSS_BUMPENVMAT00, 0);
            IDirect3DDevice9_SetTextureStageState(dev, i, D3DTSS_BUMPENVMAT01, 0);
            IDirect3DDevice9_SetTextureStageState(dev, i, D3DTSS_BUMPENVMAT10, 0);
            IDirect3DDevice9_SetTextureStageState(dev, i, D3DTSS_BUMPENVMAT11, 0);
        }
    }
}

/* One vertex attribute for the draw: its declaration and its value. */
typedef struct { BYTE usage, index; float v[4]; } attr;

#define MAX_ATTR 20

/* Draws a triangle covering the 1x1 viewport at (x, y) with every vertex
 * carrying the same attribute values except the position (attribute 0, which
 * gets the clip-space corners); `back` draws it back-facing. 0 on success;
 * *passed is the occlusion query's sample count when `query` is set. */
static HRESULT read_rt(int i, UINT x, UINT y, float out[4]);

/* Scrubbing before each draw. A shader whose output write never runs (wined3d puts
 * the output epilogue of a shader with subroutines at the end of the last
 * subroutine, see the README) leaves its output undefined, and softpipe then hands
 * on the value the previous shader wrote into the same output slot of its shader
 * machine: the previous case's output, which depends on which cases this worker
 * ran before (the harness spreads cases over its workers as they come free). So
 * a case could pass or fail depending on the run (issue 35, item 13). Drawing
 * these two shaders first, writing POISON to every output, makes such an output
 * read POISON whatever ran before: the answer depends on the case alone. */
static const float POISON[4] = { -12345.5f, 6789.25f, -0.375f, 31415.0f };
static IDirect3DVertexShader9 *poison_vs;
static IDirect3DPixelShader9 *poison_ps;
static IDirect3DVertexDeclaration9 *poison_decl;

static void t_def(toks *k, int num, const float v[4])
{
    int i;
    DWORD w;
    tput(k, 0x05000051);
    tput(k, reg(R_CONST, num, FULL));
    for (i = 0; i < 4; i++) { memcpy(&w, &v[i], 4); tput(k, w); }
}

/* Creates the scrubbing shaders once: vs_3_0 with position and texcoord0-8
 * outputs, ps_3_0 writing oC0-oC3, all from a `def` (the case's constants stay). */
static HRESULT make_poison(void)
{
    static const D3DVERTEXELEMENT9 el[] = {
        { 0, 0, D3DDECLTYPE_FLOAT4, D3DDECLMETHOD_DEFAULT, D3DDECLUSAGE_POSITION, 0 }, D3DDECL_END()
    };
    toks v = { 0 }, p = { 0 };
    HRESULT hr;
    int i;
    if (poison_vs && poison_ps && poison_decl) return D3D_OK;
    tput(&v, 0xfffe0300);
    t_def(&v, 0, POISON);
    t_dcl(&v, 1, D3DDECLUSAGE_POSITION, 0, reg(R_INPUT, 0, FULL));
    t_dcl(&v, 1, D3DDECLUSAGE_POSITION, 0, reg(R_OUTPUT, 0, FULL));
    for (i = 1; i < 10; i++) t_dcl(&v, 1, D3DDECLUSAGE_TEXCOORD, (DWORD)(i - 1), reg(R_OUTPUT, i, FULL));
    t_mov(&v, 1, reg(R_OUTPUT, 0, FULL), reg(R_INPUT, 0, NOSWZ));
    for (i = 1; i < 10; i++) t_mov(&v, 1, reg(R_OUTPUT, i, FULL), reg(R_CONST, 0, NOSWZ));
    tput(&v, 0x0000ffff);
    tput(&p, 0xffff0300);
    t_def(&p, 0, POISON);
    for (i = 0; i < MAX_RT; i++) t_mov(&p, 1, reg(R_COLOROUT, i, FULL), reg(R_CONST, 0, NOSWZ));
    tput(&p, 0x0000ffff);
    hr = v.oom || p.oom ? E_OUTOFMEMORY : D3D_OK;
    if (SUCCEEDED(hr) && !poison_vs) hr = IDirect3DDevice9_CreateVertexShader(dev, v.t, &poison_vs);
    if (SUCCEEDED(hr) && !poison_ps) hr = IDirect3DDevice9_CreatePixelShader(dev, p.t, &poison_ps);
    if (SUCCEEDED(hr) && !poison_decl) hr = IDirect3DDevice9_CreateVertexDeclaration(dev, el, &poison_decl);
    free(v.t);
    free(p.t);
    return hr;
}

/* Draws the scrubbing shaders into the render targets there are (the draw that
 * follows clears them), then puts the case's shaders back. */
static HRESULT scrub(void)
{
    static const float tri[3][4] = { { -1, -1, 0.5f, 1 }, { -1, 3, 0.5f, 1 }, { 3, -1, 0.5f, 1 } };
    IDirect3DVertexShader9 *vs = NULL;
    IDirect3DPixelShader9 *ps = NULL;
    D3DVIEWPORT9 vp;
    BOOL sw;
    HRESULT hr = make_poison();
    int i;
    if (FAILED(hr)) return hr;
    IDirect3DDevice9_GetVertexShader(dev, &vs);
    IDirect3DDevice9_GetPixelShader(dev, &ps);
    sw = IDirect3DDevice9_GetSoftwareVertexProcessing(dev);
    IDirect3DDevice9_SetSoftwareVertexProcessing(dev, FALSE);
    IDirect3DDevice9_SetVertexShader(dev, poison_vs);
    IDirect3DDevice9_SetPixelShader(dev, poison_ps);
    IDirect3DDevice9_SetVertexDeclaration(dev, poison_decl);
    for (i = 0; i < MAX_RT; i++) IDirect3DDevice9_SetRenderTarget(dev, (DWORD)i, tg.rt[i]);
    IDirect3DDevice9_SetDepthStencilSurface(dev, NULL);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZENABLE, D3DZB_FALSE);
    vp.X = 0; vp.Y = 0; vp.Width = 1; vp.Height = 1; vp.MinZ = 0; vp.MaxZ = 1;
    IDirect3DDevice9_SetViewport(dev, &vp);
    IDirect3DDevice9_BeginScene(dev);
    hr = IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLELIST, 1, tri, 16);
    IDirect3DDevice9_EndScene(dev);
    IDirect3DDevice9_SetSoftwareVertexProcessing(dev, sw);
    IDirect3DDevice9_SetVertexShader(dev, vs);
    IDirect3DDevice9_SetPixelShader(dev, ps);
    release(vs);
    release(ps);
    return hr;
}

static HRESULT draw(attr *a, int na, UINT x, UINT y, int nrt, int depth, int back, int query, DWORD *passed)
{
    /* The clear colour that tells a discarded pixel (texkill): a shader writing
     * exactly these four values (0x2c, 0x4d, 0x6e, 0x0b as unorm8) is not expected. */
    static const D3DCOLOR sentinel = 0x0b2c4d6e;
    D3DVERTEXELEMENT9 el[MAX_ATTR + 1];
    static const float corners[3][2] = { { -1, -1 }, { -1, 3 }, { 3, -1 } };
    float data[3 * MAX_ATTR * 4];
    IDirect3DVertexDeclaration9 *decl = NULL;
    D3DVIEWPORT9 vp;
    HRESULT hr;
    int i, k;
    D3DVERTEXELEMENT9 endel = D3DDECL_END();
    for (i = 0; i < na; i++) {
        el[i].Stream = 0;
        el[i].Offset = (WORD)(16 * i);
        el[i].Type = D3DDECLTYPE_FLOAT4;
        el[i].Method = D3DDECLMETHOD_DEFAULT;
        el[i].Usage = a[i].usage;
        el[i].UsageIndex = a[i].index;
    }
    el[na] = endel;
    for (k = 0; k < 3; k++) {
        int corner = back ? 2 - k : k;
        for (i = 0; i < na; i++) memcpy(&data[(k * na + i) * 4], a[i].v, 16);
        data[k * na * 4 + 0] = corners[corner][0];
        data[k * na * 4 + 1] = corners[corner][1];
        data[k * na * 4 + 2] = 0.5f;
        data[k * na * 4 + 3] = 1.0f;
    }
    hr = scrub();
    if (FAILED(hr)) return hr;
    hr = IDirect3DDevice9_CreateVertexDeclaration(dev, el, &decl);
    if (FAILED(hr)) return hr;
    IDirect3DDevice9_SetVertexDeclaration(dev, decl);
    for (i = 0; i < MAX_RT; i++)
        IDirect3DDevice9_SetRenderTarget(dev, (DWORD)i, i < nrt ? tg.rt[i] : NULL);
    IDirect3DDevice9_SetDepthStencilSurface(dev, depth ? tg.depth : NULL);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZENABLE, depth ? D3DZB_TRUE : D3DZB_FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZFUNC, D3DCMP_ALWAYS);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZWRITEENABLE, TRUE);
    vp.X = x; vp.Y = y; vp.Width = 1; vp.Height = 1; vp.MinZ = 0; vp.MaxZ = 1;
    IDirect3DDevice9_SetViewport(dev, &vp);
    IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET | (depth ? D3DCLEAR_ZBUFFER : 0),
            query ? sentinel : 0, 1.0f, 0);
    IDirect3DDevice9_BeginScene(dev);
    /* A triangle, not a point: wined3d drew no 1-pixel point here (measured). Its
     * attributes are interpolated between equal values: exact, except that an
     * infinity becomes NaN (inf * 0 in the interpolation). */
    hr = IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLELIST, 1, data, (UINT)(16 * na));
    IDirect3DDevice9_EndScene(dev);
    *passed = 1;
    if (query && SUCCEEDED(hr)) {
        float px[4];
        if (SUCCEEDED(read_rt(0, x, y, px))) {
            int k2;
            DWORD col = 0;
            for (k2 = 0; k2 < 4; k2++) {
                float q2 = px[k2] * 255.0f;
                DWORD b = (DWORD)q2;
                if ((float)b != q2 || b > 255 || px[k2] != (float)b / 255.0f) { col = 1; break; }
                col |= b << (k2 == 3 ? 24 : 16 - 8 * k2);
            }
            *passed = col != sentinel;
        }
    }
    IDirect3DDevice9_SetVertexDeclaration(dev, NULL);
    IDirect3DVertexDeclaration9_Release(decl);
    return hr;
}

/* Reads pixel (x, y) of render target i. */
static HRESULT read_rt(int i, UINT x, UINT y, float out[4])
{
    D3DLOCKED_RECT lr;
    HRESULT hr = IDirect3DDevice9_GetRenderTargetData(dev, tg.rt[i], tg.sys[i]);
    if (FAILED(hr)) return hr;
    hr = IDirect3DSurface9_LockRect(tg.sys[i], &lr, NULL, D3DLOCK_READONLY);
    if (FAILED(hr)) return hr;
    memcpy(out, (BYTE *)lr.pBits + y * lr.Pitch + x * 16, 16);
    IDirect3DSurface9_UnlockRect(tg.sys[i]);
    return D3D_OK;
}

static void put_vec(buf *b, const float v[4], unsigned mask)
{
    int k;
    putc_(b, '[');
    for (k = 0; k < 4; k++) {
        if (k) putc_(b, ',');
        if (mask & (1u << k)) put_float(b, v[k]);
        else puts_(b, "null");
    }
    putc_(b, ']');
}

/* The vertex shader that feeds a pixel shader's inputs: vs_3_0 writing o(k+1)
 * with the semantics of the pixel shader's input k from c(k), or (for
 * ps_1_x/2_x) vs_2_0 writing oD0/oD1 from c0/c1 and oT0-oT7 from c2-c9. */
static void feeder_vs(toks *k, int sm3, const BYTE *usage, const BYTE *uindex, const DWORD *masks, int n)
{
    int i;
    tput(k, sm3 ? 0xfffe0300 : 0xfffe0200);
    t_dcl(k, 1, D3DDECLUSAGE_POSITION, 0, reg(R_INPUT, 0, FULL));
    if (sm3) {
        t_dcl(k, 1, D3DDECLUSAGE_POSITION, 0, reg(R_OUTPUT, 0, FULL));
        for (i = 0; i < n; i++) t_dcl(k, 1, usage[i], uindex[i], reg(R_OUTPUT, i + 1, masks[i] << 16));
        t_mov(k, 1, reg(R_OUTPUT, 0, FULL), reg(R_INPUT, 0, NOSWZ));
        for (i = 0; i < n; i++) t_mov(k, 1, reg(R_OUTPUT, i + 1, masks[i] << 16), reg(R_CONST, i, NOSWZ));
    } else {
        t_mov(k, 1, reg(R_RASTOUT, 0, FULL), reg(R_INPUT, 0, NOSWZ));
        t_mov(k, 1, reg(R_ATTROUT, 0, FULL), reg(R_CONST, 0, NOSWZ));
        t_mov(k, 1, reg(R_ATTROUT, 1, FULL), reg(R_CONST, 1, NOSWZ));
        for (i = 0; i < 8; i++) t_mov(k, 1, reg(R_OUTPUT, i, FULL), reg(R_CONST, 2 + i, NOSWZ));
    }
    tput(k, 0x0000ffff);
}

static void answer_head(ctx *c, unsigned long long id)
{
    char num[40];
    c->out->n = 0;
    c->out->oom = 0;
    sprintf(num, "{\"id\":%llu", id);
    puts_(c->out, num);
}

static void fail_hr(ctx *c, const char *what, HRESULT hr)
{
    snprintf(c->why, sizeof c->why, "%s failed: 0x%08lx", what, (unsigned long)hr);
    c->unsupported = c->why;
}

/* Runs a pixel shader case; writes the outputs into c->out (after the id) or sets
 * c->unsupported. */
static void run_ps(ctx *c, shader *s, const jv *in)
{
    const jv *inputs = jget(in, "inputs"), *v;
    int nrt = 1, depth_buffer = 1, writes_depth = 0, has_kill = 0;
    unsigned colour_mask[MAX_RT] = { 0 };
    UINT px = 0, py = 0;
    int back = 0;
    size_t i;
    BYTE usage[16], uindex[16];
    DWORD masks[16];
    int regs[16], nin = 0;
    float vals[16][4];
    IDirect3DPixelShader9 *pshader = NULL;
    IDirect3DVertexShader9 *vshader = NULL;
    toks vs = { 0 };
    HRESULT hr;
    DWORD passed = 1;
    int sm3, depth_rt;

    if (s->minor == 0xff) s->t[0] = s->major == 3 ? 0xffff0300 : 0xffff0201;
    sm3 = s->major == 3;
    if ((v = jget(in, "render_targets"))) nrt = (int)v->num;
    if ((v = jget(in, "depth_buffer"))) depth_buffer = v->type == J_BOOL && v->num != 0;
    if (nrt < 1 || nrt > (int)caps.NumSimultaneousRTs || nrt > MAX_RT) {
        unsupported(c, "render_targets out of the device's range%s", "");
        return;
    }
    for (i = 0; i < s->nins; i++) {
        const insn *n = &s->ins[i];
        size_t d = dst_of(s, n);
        if (n->op == 65) has_kill = 1;
        if (n->op == 84 || n->op == 87) writes_depth = 1;
        if (n->op == 31) {
            DWORD dt = s->t[d], ut = s->t[n->pos + 1];
            if (REGTYPE(dt) == R_INPUT || (REGTYPE(dt) == R_TEXTURE && !sm3)) {
                if (nin == 16) continue;
                regs[nin] = (REGTYPE(dt) == R_TEXTURE ? 100 : 0) + (int)REGNUM(dt);
                usage[nin] = sm3 ? (BYTE)(ut & 0x1f) : 0;
                uindex[nin] = sm3 ? (BYTE)((ut >> 16) & 0xf) : 0;
                masks[nin] = MASK(dt) ? MASK(dt) : 0xf;
                nin++;
            }
            continue;
        }
        if (!d || is_decl(n->op)) continue;
        if (REGTYPE(s->t[d]) == R_COLOROUT && REGNUM(s->t[d]) < MAX_RT) colour_mask[REGNUM(s->t[d])] |= MASK(s->t[d]);
        if (REGTYPE(s->t[d]) == R_DEPTHOUT) writes_depth = 1;
        if (s->major == 1 && REGTYPE(s->t[d]) == R_TEMP && REGNUM(s->t[d]) == 0) colour_mask[0] |= MASK(s->t[d]);
    }
    /* ps_1_x: ps_1_4's texld r0 writes r0 whole; its mask bits say so too. */
    if (inputs) {
        for (i = 0; i < inputs->len; i++) {
            const char *k = inputs->keys[i];
            if (!strcmp(k, "vPos")) {
                float p[4];
                if (!jvec(&inputs->items[i], p)) { unsupported(c, "vPos is not a vector%s", ""); return; }
                if (p[0] != floorf(p[0]) || p[1] != floorf(p[1]) || p[0] < 0 || p[1] < 0 || p[0] > 4096 || p[1] > 4096) {
                    unsupported(c, "vPos (%s) is not a pixel's integer coordinates, which is all a draw can give", "given");
                    return;
                }
                px = (UINT)p[0];
                py = (UINT)p[1];
            } else if (!strcmp(k, "vFace")) {
                float f[4];
                jvec(&inputs->items[i], f);
                back = f[0] < 0;
            }
        }
    }
    /* oDepth: wined3d creates but cannot lock a D32F_LOCKABLE depth buffer
     * (D3DERR_INVALIDCALL) and has no D32_LOCKABLE; D16_LOCKABLE locks. So oDepth
     * writes, exact in float32, are redirected (one token changed) to one more
     * render target, oC<render_targets>, read like a colour; only the depth that
     * ps_1_x texdepth/texm3x2depth write (no register to redirect) is read from
     * a D16_LOCKABLE depth buffer (depth_rt -2), to 1/65535. */
    depth_rt = -1;
    if (writes_depth && depth_buffer) {
        if (s->major == 1) {
            depth_rt = -2; /* read from a D16_LOCKABLE depth buffer */
        } else if (nrt >= (int)caps.NumSimultaneousRTs || nrt >= MAX_RT || colour_mask[nrt]) {
            unsupported(c, "oDepth with every render target in use (it is read through one more)%s", "");
            return;
        }
        if (depth_rt == -1) depth_rt = nrt;
        for (i = 0; depth_rt >= 0 && i < s->nins; i++) {
            size_t d = dst_of(s, &s->ins[i]);
            if (d && !is_decl(s->ins[i].op) && REGTYPE(s->t[d]) == R_DEPTHOUT)
                s->t[d] = RETYPE(s->t[d], R_COLOROUT, depth_rt);
        }
    }
    hr = IDirect3DDevice9_CreatePixelShader(dev, s->t, &pshader);
    if (FAILED(hr)) { fail_hr(c, "CreatePixelShader", hr); return; }
    /* The pixel shader's inputs: ps_3_0 by declaration; ps_1_x/2_x v0-v1, t0-t7. */
    for (i = 0; i < 16; i++) { vals[i][0] = vals[i][1] = vals[i][2] = vals[i][3] = 0; }
    if (!sm3) {
        nin = 10;
        for (i = 0; i < 10; i++) regs[i] = i < 2 ? (int)i : 100 + (int)i - 2;
    }
    if (inputs) {
        for (i = 0; i < inputs->len; i++) {
            const char *k = inputs->keys[i];
            char l[16];
            int num, r = -1, j;
            if (!strcmp(k, "vPos") || !strcmp(k, "vFace")) continue;
            split_name(k, l, sizeof l, &num);
            if (!strcmp(l, "v")) r = num;
            else if (!strcmp(l, "t")) r = 100 + num;
            for (j = 0; j < nin; j++) if (regs[j] == r) break;
            if (r < 0 || j == nin) {
                if (!strcmp(l, "t") || !strcmp(l, "v")) continue; /* not declared: not read */
                unsupported(c, "input `%s` is not understood", k);
                goto done;
            }
            if (!jvec(&inputs->items[i], vals[j])) { unsupported(c, "input `%s` is not a vector", k); goto done; }
        }
    }
    if (sm3) {
        if (nin > 10) { unsupported(c, "more pixel shader inputs than the feeding vs_3_0 has outputs%s", ""); goto done; }
        feeder_vs(&vs, 1, usage, uindex, masks, nin);
    } else {
        feeder_vs(&vs, 0, NULL, NULL, NULL, 0);
    }
    if (vs.oom) { unsupported(c, "out of memory%s", ""); goto done; }
    hr = IDirect3DDevice9_CreateVertexShader(dev, vs.t, &vshader);
    if (FAILED(hr)) { fail_hr(c, "CreateVertexShader (the feeding shader)", hr); goto done; }
    for (i = 0; i < (size_t)nin; i++) IDirect3DDevice9_SetVertexShaderConstantF(dev, (UINT)i, vals[i], 1);
    if (!set_constants(c, jget(in, "constants"), 1)) goto done;
    if (!set_textures(c, jget(in, "textures"), 1)) goto done;
    hr = ensure_targets(px + 1, py + 1, depth_rt >= 0 ? nrt + 1 : nrt, depth_rt == -2);
    if (FAILED(hr)) { fail_hr(c, depth_rt == -2 ? "creating the render targets and a D16_LOCKABLE depth buffer" : "creating the render targets", hr); goto done; }
    IDirect3DDevice9_SetVertexShader(dev, vshader);
    IDirect3DDevice9_SetPixelShader(dev, pshader);
    {
        attr a[1];
        memset(a, 0, sizeof a);
        a[0].usage = D3DDECLUSAGE_POSITION;
        hr = draw(a, 1, px, py, depth_rt >= 0 ? nrt + 1 : nrt, depth_rt == -2, back, has_kill, &passed);
    }
    if (FAILED(hr)) { fail_hr(c, "DrawPrimitiveUP", hr); goto done; }
    puts_(c->out, ",\"verdict\":\"accept\",\"outputs\":{\"outputs\":{");
    if (!passed) {
        puts_(c->out, "},\"discarded\":true}");
    } else {
        int first = 1, r;
        for (r = 0; r < nrt; r++) {
            float o[4];
            char name[16];
            if (!colour_mask[r]) continue;
            hr = read_rt(r, px, py, o);
            if (FAILED(hr)) { fail_hr(c, "reading a render target", hr); goto done; }
            sprintf(name, "%s\"oC%d\":", first ? "" : ",", r);
            puts_(c->out, name);
            put_vec(c->out, o, colour_mask[r]);
            first = 0;
        }
        if (depth_rt == -2) {
            D3DLOCKED_RECT lr;
            IDirect3DDevice9_SetDepthStencilSurface(dev, NULL);
            hr = IDirect3DSurface9_LockRect(tg.depth, &lr, NULL, D3DLOCK_READONLY);
            if (FAILED(hr)) { fail_hr(c, "locking the D16_LOCKABLE depth buffer", hr); goto done; }
            {
                WORD d16 = *(WORD *)((BYTE *)lr.pBits + py * lr.Pitch + px * 2);
                IDirect3DSurface9_UnlockRect(tg.depth);
                puts_(c->out, first ? "\"oDepth\":" : ",\"oDepth\":");
                put_float(c->out, (float)d16 / 65535.0f);
            }
        }
        if (depth_rt >= 0) {
            float d[4];
            hr = read_rt(depth_rt, px, py, d);
            if (FAILED(hr)) { fail_hr(c, "reading the render target holding oDepth", hr); goto done; }
            puts_(c->out, first ? "\"oDepth\":" : ",\"oDepth\":");
            put_float(c->out, d[0]);
        }
        puts_(c->out, "},\"discarded\":false}");
    }
done:
    IDirect3DDevice9_SetVertexShader(dev, NULL);
    IDirect3DDevice9_SetPixelShader(dev, NULL);
    release(pshader);
    release(vshader);
    free(vs.t);
}

/* A vertex shader output: its register (type, number), name and the components written. */
typedef struct { int type, num; unsigned mask; char name[8]; } vs_output;

static void output_name(const shader *s, int type, int num, char *name)
{
    if (s->major == 3) sprintf(name, "o%d", num);
    else if (type == R_RASTOUT) strcpy(name, num == 0 ? "oPos" : num == 1 ? "oFog" : "oPts");
    else if (type == R_ATTROUT) sprintf(name, "oD%d", num);
    else sprintf(name, "oT%d", num);
}

static int is_vs_output(int type) { return type == R_RASTOUT || type == R_ATTROUT || type == R_OUTPUT; }

/* Runs a vertex shader case: one draw per output written, with that output
 * redirected to a texture coordinate. */
static void run_vs(ctx *c, shader *s, const jv *in)
{
    vs_output outs[16];
    int nout = 0, i, k;
    int used_temp[64] = { 0 }, used_in[16] = { 0 }, used_out[16] = { 0 };
    int used_sem[16] = { 0 }; /* texcoord usage indices declared by the shader */
    attr a[MAX_ATTR];
    int na = 1;
    int sw = s->minor == 0xff;
    int temp = -1, pin = -1, pout = -1, sem = -1, temp2 = -1, konst = -1, const_rel = 0;
    int used_const[256] = { 0 };
    size_t main_end;
    int sm3 = s->major == 3, sm2 = s->major >= 2;
    const jv *inputs = jget(in, "inputs");
    IDirect3DPixelShader9 *pshader = NULL;
    HRESULT hr;
    int first = 1;
    size_t j;

    /* wined3d refuses the _sw version tokens; the shader runs as vs_2_x/vs_3_0
     * with software vertex processing on (its larger constant file). */
    if (sw) s->t[0] = s->major == 3 ? 0xfffe0300 : 0xfffe0201;
    memset(a, 0, sizeof a);
    a[0].usage = D3DDECLUSAGE_TEXCOORD; /* the position; its semantic is chosen below */
    for (j = 0; j < s->nins; j++) {
        const insn *n = &s->ins[j];
        size_t d = dst_of(s, n), p;
        for (p = n->pos + 1; p <= n->pos + n->nparams; p++) {
            DWORD t = s->t[p];
            if (n->op == 81 && REGNUM(t) < 256) used_const[REGNUM(t)] = 1;
            if (n->op == 81 || n->op == 47 || n->op == 48 || n->op == 0xfffe) break;
            if (n->op == 31 && p == n->pos + 1) continue;
            if (!(t & 0x80000000u)) continue;
            if (REGTYPE(t) == R_TEMP && REGNUM(t) < 64) used_temp[REGNUM(t)] = 1;
            if (REGTYPE(t) == R_CONST && REGNUM(t) < 256) used_const[REGNUM(t)] = 1;
            if (REGTYPE(t) == R_CONST && (t & 0x2000)) const_rel = 1;
            if (REGTYPE(t) == R_INPUT && REGNUM(t) < 16) used_in[REGNUM(t)] = 1;
            if (sm3 && REGTYPE(t) == R_OUTPUT && REGNUM(t) < 16) used_out[REGNUM(t)] = 1;
        }
        if (n->op == 31) {
            DWORD dt = s->t[d], ut = s->t[n->pos + 1];
            int usage = (int)(ut & 0x1f), ui = (int)((ut >> 16) & 0xf);
            if (REGTYPE(dt) == R_INPUT) {
                if (na == MAX_ATTR) { unsupported(c, "too many inputs%s", ""); return; }
                a[na].usage = (BYTE)usage;
                a[na].index = (BYTE)ui;
                a[na].v[0] = (float)REGNUM(dt); /* the register, replaced by its value below */
                na++;
                if (usage == D3DDECLUSAGE_TEXCOORD) used_sem[ui] = 1;
            }
            continue;
        }
        if (!d || is_decl(n->op)) continue;
        {
            DWORD t = s->t[d];
            int ty = REGTYPE(t);
            if (!is_vs_output(ty)) continue;
            if (t & 0x2000) { unsupported(c, "an output written with relative addressing%s", ""); return; }
            for (k = 0; k < nout; k++) if (outs[k].type == ty && outs[k].num == (int)REGNUM(t)) break;
            if (k == nout) {
                if (nout == 16) { unsupported(c, "too many outputs%s", ""); return; }
                outs[nout].type = ty;
                outs[nout].num = (int)REGNUM(t);
                outs[nout].mask = 0;
                output_name(s, ty, (int)REGNUM(t), outs[nout].name);
                nout++;
            }
            outs[k].mask |= MASK(t);
        }
    }
    for (i = 0; i < 32 && temp < 0; i++) if (!used_temp[i]) temp = i;
    for (i = 0; i < 16 && pin < 0; i++) if (!used_in[i]) pin = i;
    for (i = 0; i < 12 && pout < 0; i++) if (!used_out[i]) pout = i;
    for (i = 0; i < 16 && sem < 0; i++) if (!used_sem[i]) sem = i;
    if (temp < 0 || pin < 0 || sem < 0 || (sm3 && pout < 0)) {
        unsupported(c, "no free register to redirect the outputs through%s", "");
        return;
    }
    if (temp >= (sm2 ? 12 : 12) && s->major < 3 && !sw) {
        /* vs_1_1 and vs_2_0 have r0-r11 only. */
        if (temp >= 12) { unsupported(c, "no free temporary register (r0-r11 all used)%s", ""); return; }
    }
    a[0].index = (BYTE)sem;
    for (i = temp + 1; i < 32 && temp2 < 0; i++) if (!used_temp[i]) temp2 = i;
    if (temp2 >= 12 && s->major < 3 && !sw) temp2 = -1;
    if (!const_rel)
        for (i = 95; i >= 0 && konst < 0; i--) if (!used_const[i]) konst = i;
    main_end = 0;
    for (j = 0; j < s->nins && !main_end; j++) if (s->ins[j].op == 28) main_end = s->ins[j].pos;
    if (!main_end && s->nins) main_end = s->ins[s->nins - 1].pos + 1 + s->ins[s->nins - 1].nparams;
    if (!main_end) main_end = 1;
    /* The inputs' values. */
    for (k = 1; k < na; k++) {
        int r = (int)a[k].v[0];
        char name[8];
        const jv *v;
        a[k].v[0] = 0;
        sprintf(name, "v%d", r);
        if ((v = jget(inputs, name)) && !jvec(v, a[k].v)) { unsupported(c, "input `%s` is not a vector", name); return; }
    }
    if (inputs) {
        for (j = 0; j < inputs->len; j++)
            if (inputs->keys[j][0] != 'v') { unsupported(c, "input `%s` of a vertex shader", inputs->keys[j]); return; }
    }
    if (sw) IDirect3DDevice9_SetSoftwareVertexProcessing(dev, TRUE);
    if (!set_constants(c, jget(in, "constants"), 0)) goto done;
    if (!set_textures(c, jget(in, "textures"), 0)) goto done;
    {
        /* The capturing pixel shader: t0 (vs_1_x/2_x) or texcoord0 (vs_3_0) to oC0. */
        toks p = { 0 };
        if (sm3) {
            tput(&p, 0xffff0300);
            t_dcl(&p, 1, D3DDECLUSAGE_TEXCOORD, 0, reg(R_INPUT, 0, FULL));
            t_mov(&p, 1, reg(R_COLOROUT, 0, FULL), reg(R_INPUT, 0, NOSWZ));
        } else {
            tput(&p, 0xffff0200);
            t_dcl(&p, 1, 0, 0, reg(R_TEXTURE, 0, FULL));
            t_mov(&p, 1, reg(R_COLOROUT, 0, FULL), reg(R_TEXTURE, 0, NOSWZ));
        }
        tput(&p, 0x0000ffff);
        hr = p.oom ? E_OUTOFMEMORY : IDirect3DDevice9_CreatePixelShader(dev, p.t, &pshader);
        free(p.t);
        if (FAILED(hr)) { fail_hr(c, "CreatePixelShader (the capturing shader)", hr); goto done; }
    }
    hr = ensure_targets(1, 1, 1, 0);
    if (FAILED(hr)) { fail_hr(c, "creating the render target", hr); goto done; }
    puts_(c->out, ",\"verdict\":\"accept\",\"outputs\":{\"outputs\":{");
    for (k = 0; k < nout; k++) {
        float o[4], flag[2][4];
        int mode;
        /* Mode 0 captures the output. An infinity comes back as NaN (see draw), so
         * when a component is NaN, modes 1 and 2 capture sge(output, FLT_MAX) and
         * slt(output, -FLT_MAX), computed at the end of main from a temporary
         * holding the output, with the two limits in a free constant (a `def`). */
        for (mode = 0; mode < 3; mode++) {
            toks t = { 0 };
            IDirect3DVertexShader9 *vshader = NULL;
            DWORD passed;
            float *res = mode ? flag[mode - 1] : o;
            if (mode == 1) {
                int any_nan = 0, m2;
                for (m2 = 0; m2 < 4; m2++) if ((outs[k].mask >> m2 & 1) && isnan(o[m2])) any_nan = 1;
                if (!any_nan || konst < 0 || temp2 < 0) break;
            }
            /* version, the leading declarations, the position's input and output, the
             * mov to it, then the rest with the output writes redirected */
            for (j = 0; j < s->body; j++) tput(&t, s->t[j]);
            t_dcl(&t, sm2, D3DDECLUSAGE_TEXCOORD, (DWORD)sem, reg(R_INPUT, pin, FULL));
            if (mode) {
                float lim[4] = { FLT_MAX, -FLT_MAX, 0, 0 };
                int q;
                tput(&t, sm2 ? 0x05000051 : 0x00000051);
                tput(&t, reg(R_CONST, konst, FULL));
                for (q = 0; q < 4; q++) tput(&t, fbits(lim[q]));
            }
            if (sm3) {
                t_dcl(&t, 1, D3DDECLUSAGE_POSITION, 0, reg(R_OUTPUT, pout, FULL));
                t_mov(&t, 1, reg(R_OUTPUT, pout, FULL), reg(R_INPUT, pin, NOSWZ));
            } else {
                t_mov(&t, sm2, reg(R_RASTOUT, 0, FULL), reg(R_INPUT, pin, NOSWZ));
            }
            for (j = s->body; j < s->n; j++) tput(&t, s->t[j]);
            if (t.oom) { unsupported(c, "out of memory%s", ""); goto done; }
            /* Patch: in the copy, instruction positions after the body moved by `shift`. */
            {
                size_t shift = t.n - s->n;
                size_t m;
                for (m = 0; m < s->nins; m++) {
                    const insn *n = &s->ins[m];
                    size_t d = dst_of(s, n), at;
                    DWORD tok;
                    int ty, num;
                    if (!d) continue;
                    at = n->pos >= s->body ? d + shift : d;
                    tok = t.t[at];
                    ty = REGTYPE(tok);
                    num = (int)REGNUM(tok);
                    if (n->op == 31) {
                        /* vs_3_0 output declarations: the captured one becomes texcoord0,
                         * the others are dropped (three nops). */
                        if (sm3 && ty == R_OUTPUT) {
                            if (num == outs[k].num) t.t[at - 1] = 0x80000000u | D3DDECLUSAGE_TEXCOORD;
                            else t.t[at - 2] = t.t[at - 1] = t.t[at] = 0;
                        }
                        continue;
                    }
                    if (is_decl(n->op) || !is_vs_output(ty)) continue;
                    if (ty == outs[k].type && num == outs[k].num) {
                        if (mode) t.t[at] = RETYPE(tok, R_TEMP, temp2);
                        else if (!sm3) t.t[at] = RETYPE(tok, R_OUTPUT, 0);
                    } else {
                        t.t[at] = RETYPE(tok, R_TEMP, temp);
                    }
                }
                if (mode) {
                    /* sge/slt into the capture register before main ends. */
                    size_t e = main_end + shift, q;
                    DWORD ins[4];
                    ins[0] = (mode == 1 ? 13u : 12u) | (sm2 ? 0x03000000u : 0);
                    ins[1] = reg(R_OUTPUT, sm3 ? outs[k].num : 0, (DWORD)outs[k].mask << 16);
                    ins[2] = reg(R_TEMP, temp2, NOSWZ);
                    ins[3] = reg(R_CONST, konst, mode == 1 ? 0x00000000u : 0x00550000u);
                    for (q = 0; q < 4; q++) tput(&t, 0);
                    if (t.oom) { unsupported(c, "out of memory%s", ""); goto done; }
                    memmove(t.t + e + 4, t.t + e, (t.n - 4 - e) * sizeof *t.t);
                    memcpy(t.t + e, ins, sizeof ins);
                }
            }
            hr = IDirect3DDevice9_CreateVertexShader(dev, t.t, &vshader);
            free(t.t);
            if (FAILED(hr)) {
                if (mode) break; /* keep the NaN */
                fail_hr(c, "CreateVertexShader", hr);
                goto done;
            }
            IDirect3DDevice9_SetVertexShader(dev, vshader);
            IDirect3DDevice9_SetPixelShader(dev, pshader);
            hr = draw(a, na, 0, 0, 1, 0, 0, 0, &passed);
            IDirect3DDevice9_SetVertexShader(dev, NULL);
            IDirect3DVertexShader9_Release(vshader);
            if (FAILED(hr)) { fail_hr(c, "DrawPrimitiveUP", hr); goto done; }
            hr = read_rt(0, 0, 0, res);
            if (FAILED(hr)) { fail_hr(c, "reading the render target", hr); goto done; }
            if (mode == 2) {
                int m2;
                for (m2 = 0; m2 < 4; m2++) {
                    if (!isnan(o[m2])) continue;
                    if (flag[0][m2] == 1.0f) o[m2] = INFINITY;
                    else if (flag[1][m2] == 1.0f) o[m2] = -INFINITY;
                }
            }
        }
        if (!first) putc_(c->out, ',');
        first = 0;
        putc_(c->out, '"');
        puts_(c->out, outs[k].name);
        puts_(c->out, "\":");
        if (!sm3 && outs[k].type == R_RASTOUT && outs[k].num > 0) put_float(c->out, o[0]);
        else put_vec(c->out, o, outs[k].mask);
    }
    puts_(c->out, "},\"discarded\":false}");
done:
    IDirect3DDevice9_SetPixelShader(dev, NULL);
    release(pshader);
    if (sw) IDirect3DDevice9_SetSoftwareVertexProcessing(dev, FALSE);
}

/* ------------------------------------------------------------------ draws */

/* A `draw` request (docs/scene-format.md, README.md beside this file): the two
 * shaders' bytecode and a SCENE.json, drawn with vertex buffers, the scene's states,
 * textures and render targets, and every target read back whole. Every key of the
 * scene is either mapped to Direct3D 9 or answered `unsupported` naming it. */

static void scene_error(ctx *c, const char *fmt, const char *arg)
{
    unsupported(c, fmt, arg);
    c->is_error = 1;
}

/* 1 when every key of the object `o` is in the NULL-terminated `keys`; otherwise
 * the answer names the first other key (`where`.key). */
static int known_keys(ctx *c, const jv *o, const char *where, const char *const *keys)
{
    size_t i;
    const char *const *k;
    char name[160];
    if (!o) return 1;
    if (o->type != J_OBJ) { scene_error(c, "scene: `%s` is not an object", where); return 0; }
    for (i = 0; i < o->len; i++) {
        for (k = keys; *k; k++) if (!strcmp(*k, o->keys[i])) break;
        if (*k) continue;
        snprintf(name, sizeof name, "%s%s%s", where, *where ? "." : "", o->keys[i]);
        unsupported(c, "scene key `%s` is not supported by the wine-d3d9 worker", name);
        return 0;
    }
    return 1;
}

/* An integer in [lo, hi]: 1, or 0 with an error naming `what`. */
static int jint(ctx *c, const jv *v, const char *what, double lo, double hi, long *out)
{
    if (!v || v->type != J_NUM || v->num != floor(v->num) || v->num < lo || v->num > hi) {
        scene_error(c, "scene: `%s` is not an integer in range", what);
        return 0;
    }
    *out = (long)v->num;
    return 1;
}

/* A number: 1, or 0 with an error naming `what`. */
static int jfloat(ctx *c, const jv *v, const char *what, float *out)
{
    if (!jnum(v, out)) { scene_error(c, "scene: `%s` is not a number", what); return 0; }
    return 1;
}

/* The index of `s` in the NULL-terminated `names`, or -1 with an error naming `what`. */
static int jenum(ctx *c, const jv *v, const char *what, const char *const *names)
{
    int i;
    if (v && v->type == J_STR)
        for (i = 0; names[i]; i++) if (!strcmp(names[i], v->str)) return i;
    scene_error(c, "scene: `%s` has a value that is not understood", what);
    return -1;
}

/* Hex text to tokens (little-endian words); NULL when it is not whole words of hex. */
static DWORD *hex_tokens(const char *hex, size_t *n)
{
    size_t len = strlen(hex), k;
    DWORD *t;
    if (len % 8 || !len) return NULL;
    *n = len / 8;
    t = calloc(*n, sizeof *t);
    for (k = 0; t && k < *n; k++) {
        int b;
        for (b = 0; b < 4; b++) {
            int hi = hexval(hex[k * 8 + b * 2]), lo = hexval(hex[k * 8 + b * 2 + 1]);
            if (hi < 0 || lo < 0) { free(t); return NULL; }
            t[k] |= (DWORD)(hi * 16 + lo) << (8 * b);
        }
    }
    return t;
}

/* The sampler types a shader declares (`dcl_2d`, `dcl_cube`, `dcl_volume s#`). */
static void sampler_kinds(const shader *s, enum tex_kind kinds[16])
{
    size_t i;
    for (i = 0; i < 16; i++) kinds[i] = TEX_2D;
    for (i = 0; i < s->nins; i++) {
        const insn *n = &s->ins[i];
        DWORD ut, dt;
        if (n->op != 31 || n->nparams < 2) continue;
        ut = s->t[n->pos + 1];
        dt = s->t[n->pos + 2];
        if (REGTYPE(dt) != R_SAMPLER || REGNUM(dt) >= 16) continue;
        switch ((ut >> 27) & 0xf) {
        case 3: kinds[REGNUM(dt)] = TEX_CUBE; break;
        case 4: kinds[REGNUM(dt)] = TEX_VOLUME; break;
        default: break;
        }
    }
}

#define MAX_STREAMS 8
#define MAX_ELEMS 32

static const char *const USAGES[] = { "position", "blendweight", "blendindices", "normal", "psize",
    "texcoord", "tangent", "binormal", "tessfactor", "positiont", "color", "fog", "depth", "sample", NULL };
static const char *const ELEM_TYPES[] = { "float1", "float2", "float3", "float4", "d3dcolor", NULL };
static const char *const CMP_FUNCS[] = { "never", "less", "equal", "less_equal", "greater", "not_equal",
    "greater_equal", "always", NULL };
static const char *const FOG_MODES[] = { "none", "exp", "exp2", "linear", NULL };

/* What a draw creates, released at its end. */
typedef struct {
    IDirect3DSurface9 *rt[MAX_RT], *sys[MAX_RT], *depth, *zrt, *zsys;
    IDirect3DTexture9 *ztex;    /* the depth buffer as an INTZ texture, when the device has INTZ */
    IDirect3DPixelShader9 *zps;
    IDirect3DVertexBuffer9 *vb[MAX_STREAMS];
    IDirect3DIndexBuffer9 *ib;
    IDirect3DVertexDeclaration9 *decl;
    IDirect3DVertexShader9 *vs;
    IDirect3DPixelShader9 *ps, *fill;
    UINT stride[MAX_STREAMS], count[MAX_STREAMS];
    int unorm[MAX_RT], nrt, nstreams, sw;
} draw_res;

/* Puts the device back as the execute path expects it. */
static void draw_cleanup(draw_res *r)
{
    int i;
    IDirect3DDevice9_SetVertexShader(dev, NULL);
    IDirect3DDevice9_SetPixelShader(dev, NULL);
    IDirect3DDevice9_SetVertexDeclaration(dev, NULL);
    for (i = 0; i < MAX_STREAMS; i++) {
        IDirect3DDevice9_SetStreamSource(dev, (UINT)i, NULL, 0, 0);
        IDirect3DDevice9_SetStreamSourceFreq(dev, (UINT)i, 1);
    }
    IDirect3DDevice9_SetIndices(dev, NULL);
    if (tg.rt[0]) IDirect3DDevice9_SetRenderTarget(dev, 0, tg.rt[0]);
    for (i = 1; i < MAX_RT; i++) IDirect3DDevice9_SetRenderTarget(dev, (DWORD)i, NULL);
    IDirect3DDevice9_SetDepthStencilSurface(dev, NULL);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZENABLE, D3DZB_FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_CULLMODE, D3DCULL_NONE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_SHADEMODE, D3DSHADE_GOURAUD);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGENABLE, FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGTABLEMODE, D3DFOG_NONE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGVERTEXMODE, D3DFOG_NONE);
    for (i = 0; i < 16; i++)
        IDirect3DDevice9_SetRenderState(dev, i < 8 ? (D3DRENDERSTATETYPE)(D3DRS_WRAP0 + i)
                : (D3DRENDERSTATETYPE)(D3DRS_WRAP8 + i - 8), 0);
    for (i = 0; i < 8; i++) {
        IDirect3DDevice9_SetTextureStageState(dev, (DWORD)i, D3DTSS_TEXCOORDINDEX, (DWORD)i);
        IDirect3DDevice9_SetTextureStageState(dev, (DWORD)i, D3DTSS_TEXTURETRANSFORMFLAGS, D3DTTFF_DISABLE);
    }
    if (r->sw) IDirect3DDevice9_SetSoftwareVertexProcessing(dev, FALSE);
    unbind_textures();
    for (i = 0; i < MAX_RT; i++) { release(r->rt[i]); release(r->sys[i]); }
    for (i = 0; i < MAX_STREAMS; i++) release(r->vb[i]);
    release(r->depth);
    release(r->zrt);
    release(r->zsys);
    release(r->ztex);
    release(r->zps);
    release(r->ib);
    release(r->decl);
    release(r->vs);
    release(r->ps);
    release(r->fill);
    dcl_kinds = NULL;
}

/* Builds the vertex declaration and buffers of `streams`; sets *nv (vertices) and
 * *instanced. 0 on a bad scene (answer set). */
static int draw_streams(ctx *c, draw_res *r, const jv *streams, UINT *nv, int *instanced, UINT dividers[MAX_STREAMS])
{
    static const char *const skeys[] = { "elements", "instance_divider", NULL };
    static const char *const ekeys[] = { "usage", "index", "type", "data", NULL };
    D3DVERTEXELEMENT9 el[MAX_ELEMS + 1], endel = D3DDECL_END();
    int nel = 0;
    size_t si, ei;
    HRESULT hr;
    *instanced = 0;
    *nv = 0;
    if (!streams || streams->type != J_ARR || streams->len < 1) { scene_error(c, "scene: `streams` must be a non-empty list%s", ""); return 0; }
    if (streams->len > MAX_STREAMS) { unsupported(c, "scene: more than 8 `streams`%s", ""); return 0; }
    r->nstreams = (int)streams->len;
    for (si = 0; si < streams->len; si++) {
        const jv *st = &streams->items[si], *els = jget(st, "elements"), *dv = jget(st, "instance_divider");
        UINT stride = 0, count = 0, vi;
        long div = 0;
        BYTE *data;
        if (!known_keys(c, st, "streams[]", skeys)) return 0;
        if (dv && dv->type != J_NULL) {
            if (!jint(c, dv, "streams[].instance_divider", 1, 65536, &div)) return 0;
            if (si == 0) { scene_error(c, "scene: stream 0 has an `instance_divider`%s", ""); return 0; }
            *instanced = 1;
        }
        dividers[si] = (UINT)div;
        if (!els || els->type != J_ARR || !els->len) { scene_error(c, "scene: `streams[].elements` must be a non-empty list%s", ""); return 0; }
        for (ei = 0; ei < els->len; ei++) {
            const jv *e = &els->items[ei], *d = jget(e, "data");
            long idx = 0;
            int u, ty;
            if (!known_keys(c, e, "streams[].elements[]", ekeys)) return 0;
            if ((u = jenum(c, jget(e, "usage"), "streams[].elements[].usage", USAGES)) < 0) return 0;
            if ((ty = jenum(c, jget(e, "type"), "streams[].elements[].type", ELEM_TYPES)) < 0) return 0;
            if (jget(e, "index") && !jint(c, jget(e, "index"), "streams[].elements[].index", 0, 15, &idx)) return 0;
            if (!d || d->type != J_ARR) { scene_error(c, "scene: `streams[].elements[].data` is not a list%s", ""); return 0; }
            if (ei == 0) count = (UINT)d->len;
            else if (d->len != count) { scene_error(c, "scene: the elements of a stream have different numbers of `data` entries%s", ""); return 0; }
            if (nel == MAX_ELEMS) { unsupported(c, "scene: more than 32 vertex elements%s", ""); return 0; }
            el[nel].Stream = (WORD)si;
            el[nel].Offset = (WORD)stride;
            el[nel].Type = (BYTE)(ty == 4 ? D3DDECLTYPE_D3DCOLOR : D3DDECLTYPE_FLOAT1 + ty);
            el[nel].Method = D3DDECLMETHOD_DEFAULT;
            el[nel].Usage = (BYTE)u;
            el[nel].UsageIndex = (BYTE)idx;
            nel++;
            stride += ty == 4 ? 4 : 4 * (UINT)(ty + 1);
        }
        if (si == 0) *nv = count;
        else if (!div && count != *nv) { scene_error(c, "scene: a per-vertex stream has another number of vertices than stream 0%s", ""); return 0; }
        if (!count) { scene_error(c, "scene: a stream has no `data`%s", ""); return 0; }
        if ((double)count * stride > 64.0 * 1024 * 1024) { unsupported(c, "scene: a stream of more than 64 MiB%s", ""); return 0; }
        hr = IDirect3DDevice9_CreateVertexBuffer(dev, count * stride, r->sw ? D3DUSAGE_SOFTWAREPROCESSING : 0, 0,
                D3DPOOL_MANAGED, &r->vb[si], NULL);
        if (FAILED(hr)) { fail_hr(c, "CreateVertexBuffer", hr); return 0; }
        hr = IDirect3DVertexBuffer9_Lock(r->vb[si], 0, 0, (void **)&data, 0);
        if (FAILED(hr)) { fail_hr(c, "locking a vertex buffer", hr); return 0; }
        for (vi = 0; vi < count; vi++) {
            UINT off = 0;
            for (ei = 0; ei < els->len; ei++) {
                const jv *entry = &jget(&els->items[ei], "data")->items[vi];
                int ty = jenum(c, jget(&els->items[ei], "type"), "type", ELEM_TYPES);
                int n = ty == 4 ? 4 : ty + 1, k;
                float f[4];
                BYTE *at = data + (size_t)vi * stride + off;
                if (entry->type != J_ARR || (int)entry->len != n) {
                    IDirect3DVertexBuffer9_Unlock(r->vb[si]);
                    scene_error(c, "scene: a `data` entry does not have the element type's count of numbers%s", "");
                    return 0;
                }
                for (k = 0; k < n; k++)
                    if (!jnum(&entry->items[k], &f[k])) {
                        IDirect3DVertexBuffer9_Unlock(r->vb[si]);
                        scene_error(c, "scene: a `data` entry holds something that is not a number%s", "");
                        return 0;
                    }
                if (ty == 4) {
                    /* D3DCOLOR is a DWORD 0xAARRGGBB: in memory B, G, R, A. */
                    static const int order[4] = { 2, 1, 0, 3 };
                    for (k = 0; k < 4; k++) {
                        float q = f[order[k]];
                        q = q < 0 ? 0 : q > 255 ? 255 : q;
                        at[k] = (BYTE)(q + 0.5f);
                    }
                    off += 4;
                } else {
                    memcpy(at, f, 4 * (size_t)n);
                    off += 4 * (UINT)n;
                }
            }
        }
        IDirect3DVertexBuffer9_Unlock(r->vb[si]);
        r->stride[si] = stride;
        r->count[si] = count;
    }
    el[nel] = endel;
    hr = IDirect3DDevice9_CreateVertexDeclaration(dev, el, &r->decl);
    if (FAILED(hr)) { fail_hr(c, "CreateVertexDeclaration", hr); return 0; }
    return 1;
}

/* The render states of `states`; 0 on a bad scene (answer set). */
static int draw_states(ctx *c, const jv *st)
{
    static const char *const keys[] = { "cull", "shade", "wrap", "fog", "texcoord_index",
        "texture_transform_flags", NULL };
    static const char *const fkeys[] = { "color", "table_mode", "vertex_mode", "start", "end", "density", NULL };
    static const char *const culls[] = { "none", "cw", "ccw", NULL };
    static const char *const shades[] = { "flat", "gouraud", NULL };
    const jv *v;
    size_t i;
    DWORD cull = D3DCULL_CCW, shade = D3DSHADE_GOURAUD;
    if (!known_keys(c, st, "states", keys)) return 0;
    if ((v = jget(st, "cull"))) {
        int k = jenum(c, v, "states.cull", culls);
        if (k < 0) return 0;
        cull = (DWORD)(k + 1); /* D3DCULL_NONE 1, CW 2, CCW 3 */
    }
    if ((v = jget(st, "shade"))) {
        int k = jenum(c, v, "states.shade", shades);
        if (k < 0) return 0;
        shade = (DWORD)(k + 1); /* D3DSHADE_FLAT 1, GOURAUD 2 */
    }
    IDirect3DDevice9_SetRenderState(dev, D3DRS_CULLMODE, cull);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_SHADEMODE, shade);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_MULTISAMPLEANTIALIAS, FALSE);
    if ((v = jget(st, "wrap"))) {
        if (v->type != J_OBJ) { scene_error(c, "scene: `states.wrap` is not an object%s", ""); return 0; }
        for (i = 0; i < v->len; i++) {
            const char *k = v->keys[i], *l;
            char *e;
            long n = strtol(k, &e, 10);
            DWORD bits = 0;
            if (!*k || *e || n < 0 || n > 15 || v->items[i].type != J_STR) { scene_error(c, "scene: `states.wrap.%s` is not a coordinate index 0-15 with letters", k); return 0; }
            for (l = v->items[i].str; *l; l++) {
                const char *at = strchr("uvwq", *l);
                if (!at) { scene_error(c, "scene: `states.wrap.%s` has a letter other than u, v, w, q", k); return 0; }
                bits |= 1u << (at - "uvwq");
            }
            IDirect3DDevice9_SetRenderState(dev, n < 8 ? (D3DRENDERSTATETYPE)(D3DRS_WRAP0 + n)
                    : (D3DRENDERSTATETYPE)(D3DRS_WRAP8 + n - 8), bits);
        }
    }
    if ((v = jget(st, "fog")) && v->type != J_NULL) {
        const jv *q;
        float col[3] = { 0, 0, 0 }, start = 0, end = 1, density = 1;
        int tm = 0, vm = 0, k;
        DWORD d = 0;
        if (!known_keys(c, v, "states.fog", fkeys)) return 0;
        if ((q = jget(v, "color"))) {
            if (q->type != J_ARR || q->len != 3) { scene_error(c, "scene: `states.fog.color` is not three numbers%s", ""); return 0; }
            for (k = 0; k < 3; k++) if (!jfloat(c, &q->items[k], "states.fog.color", &col[k])) return 0;
        }
        if ((q = jget(v, "table_mode")) && (tm = jenum(c, q, "states.fog.table_mode", FOG_MODES)) < 0) return 0;
        if ((q = jget(v, "vertex_mode")) && (vm = jenum(c, q, "states.fog.vertex_mode", FOG_MODES)) < 0) return 0;
        if ((q = jget(v, "start")) && !jfloat(c, q, "states.fog.start", &start)) return 0;
        if ((q = jget(v, "end")) && !jfloat(c, q, "states.fog.end", &end)) return 0;
        if ((q = jget(v, "density")) && !jfloat(c, q, "states.fog.density", &density)) return 0;
        for (k = 0; k < 3; k++) {
            float x = col[k] < 0 ? 0 : col[k] > 1 ? 1 : col[k];
            d |= (DWORD)(x * 255.0f + 0.5f) << (16 - 8 * k);
        }
        IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGENABLE, TRUE);
        IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGCOLOR, 0xff000000u | d);
        IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGTABLEMODE, (DWORD)tm);
        IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGVERTEXMODE, (DWORD)vm);
        IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGSTART, fbits(start));
        IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGEND, fbits(end));
        IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGDENSITY, fbits(density));
    }
    {
        static const char *const which[2] = { "texcoord_index", "texture_transform_flags" };
        int w;
        for (w = 0; w < 2; w++) {
            if (!(v = jget(st, which[w]))) continue;
            if (v->type != J_OBJ) { scene_error(c, "scene: `states.%s` is not an object", which[w]); return 0; }
            for (i = 0; i < v->len; i++) {
                const char *k = v->keys[i];
                char *e;
                long stage = strtol(k, &e, 10), val;
                if (!*k || *e || stage < 0 || stage > 7) { scene_error(c, "scene: `states.%s` has a stage that is not 0-7", which[w]); return 0; }
                if (!jint(c, &v->items[i], which[w], 0, w ? 0x1ff : 7, &val)) return 0;
                IDirect3DDevice9_SetTextureStageState(dev, (DWORD)stage,
                        w ? D3DTSS_TEXTURETRANSFORMFLAGS : D3DTSS_TEXCOORDINDEX, (DWORD)val);
            }
        }
    }
    return 1;
}

/* Checks the keys and values of a `textures` / `vertex_textures` object (the binding
 * itself is set_textures, shared with execute). */
static int draw_check_textures(ctx *c, const jv *texs, const char *what, int max)
{
    static const char *const keys[] = { "type", "width", "height", "depth", "format", "texels", "levels",
        "filter", "mip_filter", "address", "border", "bumpenv", NULL };
    static const char *const bkeys[] = { "matrix", "lscale", "loffset", NULL };
    static const char *const filters[] = { "point", "linear", NULL };
    static const char *const mips[] = { "none", "point", "linear", NULL };
    static const char *const formats[] = { "float", "unorm8", NULL };
    static const char *const addr[] = { "wrap", "clamp", "mirror", "border", NULL };
    size_t i, k;
    char where[64];
    if (!texs) return 1;
    if (texs->type != J_OBJ) { scene_error(c, "scene: `%s` is not an object", what); return 0; }
    for (i = 0; i < texs->len; i++) {
        const char *key = texs->keys[i];
        const jv *t = &texs->items[i], *v;
        char *e;
        long n = key[0] == 's' && key[1] ? strtol(key + 1, &e, 10) : -1;
        if (n < 0 || n >= max || *e) { scene_error(c, "scene: `%s` has a key that is not a sampler of the shader", what); return 0; }
        snprintf(where, sizeof where, "%s.%s", what, key);
        if (!known_keys(c, t, where, keys)) return 0;
        if ((v = jget(t, "filter")) && jenum(c, v, "filter", filters) < 0) return 0;
        if ((v = jget(t, "mip_filter")) && jenum(c, v, "mip_filter", mips) < 0) return 0;
        if ((v = jget(t, "format")) && jenum(c, v, "format", formats) < 0) return 0;
        if ((v = jget(t, "address"))) {
            if (v->type == J_STR) { if (jenum(c, v, "address", addr) < 0) return 0; }
            else if (v->type == J_ARR && v->len >= 1 && v->len <= 3) {
                for (k = 0; k < v->len; k++) if (jenum(c, &v->items[k], "address", addr) < 0) return 0;
            } else { scene_error(c, "scene: `%s.address` is not a mode or a list of up to three", where); return 0; }
        }
        if ((v = jget(t, "bumpenv")) && !known_keys(c, v, "bumpenv", bkeys)) return 0;
        /* Direct3D 9 has bump-environment states for texture stages 0-7 only. */
        if (v && (max == 4 || n >= 8)) { unsupported(c, "scene key `%s.bumpenv`: no texture stage state holds it", where); return 0; }
        if ((v = jget(t, "width")) && v->num > 8192) { unsupported(c, "scene: `%s.width` above 8192", where); return 0; }
        if ((v = jget(t, "height")) && v->num > 8192) { unsupported(c, "scene: `%s.height` above 8192", where); return 0; }
        if ((v = jget(t, "depth")) && v->num > 2048) { unsupported(c, "scene: `%s.depth` above 2048", where); return 0; }
    }
    return 1;
}

/* Fills every target with `clear_color` exactly (a ps_3_0 writing it from a `def`:
 * IDirect3DDevice9::Clear takes an 8-bit D3DCOLOR, too coarse for float targets). */
static HRESULT fill_targets(draw_res *r, const float col[4])
{
    static const float tri[3][4] = { { -1, -1, 0.5f, 1 }, { -1, 3, 0.5f, 1 }, { 3, -1, 0.5f, 1 } };
    toks p = { 0 };
    HRESULT hr = make_poison();
    int i;
    if (FAILED(hr)) return hr;
    tput(&p, 0xffff0300);
    t_def(&p, 0, col);
    for (i = 0; i < r->nrt; i++) t_mov(&p, 1, reg(R_COLOROUT, i, FULL), reg(R_CONST, 0, NOSWZ));
    tput(&p, 0x0000ffff);
    hr = p.oom ? E_OUTOFMEMORY : IDirect3DDevice9_CreatePixelShader(dev, p.t, &r->fill);
    free(p.t);
    if (FAILED(hr)) return hr;
    IDirect3DDevice9_SetVertexShader(dev, poison_vs);
    IDirect3DDevice9_SetPixelShader(dev, r->fill);
    IDirect3DDevice9_SetVertexDeclaration(dev, poison_decl);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZENABLE, D3DZB_FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_CULLMODE, D3DCULL_NONE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGENABLE, FALSE);
    IDirect3DDevice9_BeginScene(dev);
    hr = IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLELIST, 1, tri, 16);
    IDirect3DDevice9_EndScene(dev);
    return hr;
}

#define FMT_INTZ ((D3DFORMAT)MAKEFOURCC('I', 'N', 'T', 'Z'))

/* Appends `,"depth":[rows]`: the INTZ depth buffer sampled (point, at texel centres) by a
 * ps_3_0 into an A32B32G32R32F target, one more draw after the scene's. */
static HRESULT read_depth(ctx *c, draw_res *r, UINT w, UINT h)
{
    static const float tri[3][4] = { { -1, -1, 0.5f, 1 }, { -1, 3, 0.5f, 1 }, { 3, -1, 0.5f, 1 } };
    float k[4];
    toks p = { 0 };
    D3DVIEWPORT9 vp;
    D3DLOCKED_RECT lr;
    HRESULT hr;
    UINT x, y, i;
    k[0] = 1.0f / (float)w; k[1] = 1.0f / (float)h; k[2] = 0.5f; k[3] = 0;
    tput(&p, 0xffff0300);
    t_def(&p, 0, k);
    t_dcl(&p, 1, 0, 0, reg(R_MISCTYPE, 0, 0x00030000u));                     /* dcl vPos.xy */
    t_dcl(&p, 1, 0x10000000u, 0, reg(R_SAMPLER, 0, FULL));                   /* dcl_2d s0 */
    tput(&p, 0x03000002);                                                    /* add r0.xy, vPos, c0.z */
    tput(&p, reg(R_TEMP, 0, 0x00030000u));
    tput(&p, reg(R_MISCTYPE, 0, NOSWZ));
    tput(&p, reg(R_CONST, 0, 0x00aa0000u));
    tput(&p, 0x03000005);                                                    /* mul r0.xy, r0, c0 */
    tput(&p, reg(R_TEMP, 0, 0x00030000u));
    tput(&p, reg(R_TEMP, 0, NOSWZ));
    tput(&p, reg(R_CONST, 0, NOSWZ));
    t_mov(&p, 1, reg(R_TEMP, 0, 0x000c0000u), reg(R_CONST, 0, 0x00ff0000u)); /* mov r0.zw, c0.w */
    tput(&p, 0x03000042);                                                    /* texld r1, r0, s0 */
    tput(&p, reg(R_TEMP, 1, FULL));
    tput(&p, reg(R_TEMP, 0, NOSWZ));
    tput(&p, reg(R_SAMPLER, 0, NOSWZ));
    t_mov(&p, 1, reg(R_COLOROUT, 0, FULL), reg(R_TEMP, 1, NOSWZ));
    tput(&p, 0x0000ffff);
    hr = p.oom ? E_OUTOFMEMORY : IDirect3DDevice9_CreatePixelShader(dev, p.t, &r->zps);
    free(p.t);
    if (SUCCEEDED(hr)) hr = IDirect3DDevice9_CreateRenderTarget(dev, w, h, D3DFMT_A32B32G32R32F, D3DMULTISAMPLE_NONE,
            0, FALSE, &r->zrt, NULL);
    if (SUCCEEDED(hr)) hr = IDirect3DDevice9_CreateOffscreenPlainSurface(dev, w, h, D3DFMT_A32B32G32R32F,
            D3DPOOL_SYSTEMMEM, &r->zsys, NULL);
    if (FAILED(hr)) return hr;
    /* The buffer is unbound before it is sampled; the scene's states that could touch
     * this draw are switched off. */
    IDirect3DDevice9_SetDepthStencilSurface(dev, NULL);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZENABLE, D3DZB_FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_CULLMODE, D3DCULL_NONE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGENABLE, FALSE);
    IDirect3DDevice9_SetRenderTarget(dev, 0, r->zrt);
    for (i = 1; i < MAX_RT; i++) IDirect3DDevice9_SetRenderTarget(dev, i, NULL);
    for (i = 0; i < MAX_STREAMS; i++) IDirect3DDevice9_SetStreamSourceFreq(dev, i, 1);
    vp.X = 0; vp.Y = 0; vp.Width = w; vp.Height = h; vp.MinZ = 0; vp.MaxZ = 1;
    IDirect3DDevice9_SetViewport(dev, &vp);
    IDirect3DDevice9_SetTexture(dev, 0, (IDirect3DBaseTexture9 *)r->ztex);
    bound_stage[0] = 1;
    IDirect3DDevice9_SetSamplerState(dev, 0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    IDirect3DDevice9_SetSamplerState(dev, 0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    IDirect3DDevice9_SetSamplerState(dev, 0, D3DSAMP_MIPFILTER, D3DTEXF_NONE);
    IDirect3DDevice9_SetSamplerState(dev, 0, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    IDirect3DDevice9_SetSamplerState(dev, 0, D3DSAMP_ADDRESSV, D3DTADDRESS_CLAMP);
    IDirect3DDevice9_SetSamplerState(dev, 0, D3DSAMP_SRGBTEXTURE, FALSE);
    IDirect3DDevice9_SetVertexShader(dev, poison_vs);
    IDirect3DDevice9_SetPixelShader(dev, r->zps);
    IDirect3DDevice9_SetVertexDeclaration(dev, poison_decl);
    IDirect3DDevice9_BeginScene(dev);
    hr = IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLELIST, 1, tri, 16);
    IDirect3DDevice9_EndScene(dev);
    if (SUCCEEDED(hr)) hr = IDirect3DDevice9_GetRenderTargetData(dev, r->zrt, r->zsys);
    if (SUCCEEDED(hr)) hr = IDirect3DSurface9_LockRect(r->zsys, &lr, NULL, D3DLOCK_READONLY);
    if (FAILED(hr)) return hr;
    puts_(c->out, ",\"depth\":[");
    for (y = 0; y < h; y++) {
        const BYTE *row = (const BYTE *)lr.pBits + (size_t)y * lr.Pitch;
        puts_(c->out, y ? ",[" : "[");
        for (x = 0; x < w; x++) {
            float d;
            memcpy(&d, row + 16 * x, 4);
            if (x) putc_(c->out, ',');
            put_float(c->out, d);
        }
        putc_(c->out, ']');
    }
    putc_(c->out, ']');
    IDirect3DSurface9_UnlockRect(r->zsys);
    return D3D_OK;
}

/* Answers a `draw` request. */
static void run_draw(ctx *c, const jv *files)
{
    static const char *const keys[] = { "targets", "depth", "clear_color", "viewport", "streams", "primitive",
        "indices", "instances", "states", "vs_constants", "ps_constants", "textures", "vertex_textures", NULL };
    static const char *const tkeys[] = { "width", "height", "format", NULL };
    static const char *const dkeys[] = { "clear", "func", "write", NULL };
    static const char *const vkeys[] = { "x", "y", "width", "height", "min_z", "max_z", NULL };
    static const char *const tfmts[] = { "float32", "unorm8", NULL };
    static const char *const prims[] = { "triangle_list", "triangle_strip", NULL };
    const jv *vhex = jget(jget(files, "vs_bytecode"), "hex"), *phex = jget(jget(files, "ps_bytecode"), "hex");
    const jv *stext = jget(jget(files, "scene"), "text"), *v, *tl;
    jv scene;
    draw_res r;
    DWORD *vt = NULL, *pt = NULL;
    size_t nvt = 0, npt = 0;
    shader vs, ps;
    enum tex_kind kinds[2][16];
    long w = 0, h = 0, instances = 1, prim = 0;
    UINT nv = 0, dividers[MAX_STREAMS], nidx = 0, nprim, i;
    int instanced = 0, depth = 0;
    float clear[4] = { 0, 0, 0, 0 }, zclear = 1;
    DWORD zfunc = D3DCMP_LESSEQUAL, zwrite = TRUE;
    D3DVIEWPORT9 vp;
    HRESULT hr;
    memset(&r, 0, sizeof r);
    memset(&scene, 0, sizeof scene);
    memset(&vs, 0, sizeof vs);
    memset(&ps, 0, sizeof ps);
    if (!vhex || vhex->type != J_STR || !phex || phex->type != J_STR) { scene_error(c, "the draw has no vs_bytecode or ps_bytecode%s", ""); goto done; }
    if (!stext || stext->type != J_STR) { scene_error(c, "the draw has no scene text%s", ""); goto done; }
    if (!(vt = hex_tokens(vhex->str, &nvt)) || !(pt = hex_tokens(phex->str, &npt))) { scene_error(c, "bad hex in a shader's bytecode%s", ""); goto done; }
    if (!parse_shader(&vs, vt, nvt) || vs.ps) { scene_error(c, "vs_bytecode is not a vertex shader that can be walked%s", ""); goto done; }
    if (!parse_shader(&ps, pt, npt) || !ps.ps) { scene_error(c, "ps_bytecode is not a pixel shader that can be walked%s", ""); goto done; }
    {
        const char *e = stext->str + strlen(stext->str), *q = parse_value(stext->str, e, &scene, 0);
        if (!q || ws(q, e) != e || scene.type != J_OBJ) { scene_error(c, "the scene is not a JSON object%s", ""); goto done; }
    }
    if (!known_keys(c, &scene, "", keys)) goto done;
    /* _sw versions: a HAL device takes neither; vs_*_sw runs with software vertex processing. */
    if (ps.minor == 0xff) ps.t[0] = ps.major == 3 ? 0xffff0300 : 0xffff0201;
    if (vs.minor == 0xff) { vs.t[0] = vs.major == 3 ? 0xfffe0300 : 0xfffe0201; r.sw = 1; }
    sampler_kinds(&ps, kinds[0]);
    sampler_kinds(&vs, kinds[1]);
    /* render targets */
    tl = jget(&scene, "targets");
    if (!tl || tl->type != J_ARR || tl->len < 1 || tl->len > 4) { scene_error(c, "scene: `targets` must list 1 to 4 targets%s", ""); goto done; }
    if ((int)tl->len > (int)caps.NumSimultaneousRTs) { unsupported(c, "scene: more `targets` than the device's NumSimultaneousRTs%s", ""); goto done; }
    r.nrt = (int)tl->len;
    for (i = 0; i < tl->len; i++) {
        const jv *t = &tl->items[i];
        long tw, th;
        int f = 0;
        if (!known_keys(c, t, "targets[]", tkeys)) goto done;
        if (!jint(c, jget(t, "width"), "targets[].width", 1, 2048, &tw) || !jint(c, jget(t, "height"), "targets[].height", 1, 2048, &th)) goto done;
        if ((v = jget(t, "format")) && (f = jenum(c, v, "targets[].format", tfmts)) < 0) goto done;
        if (i == 0) { w = tw; h = th; }
        else if (tw != w || th != h) { scene_error(c, "scene: the targets differ in size%s", ""); goto done; }
        r.unorm[i] = f == 1;
        hr = IDirect3DDevice9_CreateRenderTarget(dev, (UINT)w, (UINT)h, f ? D3DFMT_A8R8G8B8 : D3DFMT_A32B32G32R32F,
                D3DMULTISAMPLE_NONE, 0, FALSE, &r.rt[i], NULL);
        if (SUCCEEDED(hr)) hr = IDirect3DDevice9_CreateOffscreenPlainSurface(dev, (UINT)w, (UINT)h,
                f ? D3DFMT_A8R8G8B8 : D3DFMT_A32B32G32R32F, D3DPOOL_SYSTEMMEM, &r.sys[i], NULL);
        if (FAILED(hr)) { fail_hr(c, "creating a render target", hr); goto done; }
    }
    /* depth buffer */
    if ((v = jget(&scene, "depth")) && v->type != J_NULL) {
        const jv *q;
        int f;
        if (!known_keys(c, v, "depth", dkeys)) goto done;
        if ((q = jget(v, "clear")) && !jfloat(c, q, "depth.clear", &zclear)) goto done;
        if ((q = jget(v, "func"))) { if ((f = jenum(c, q, "depth.func", CMP_FUNCS)) < 0) goto done; zfunc = (DWORD)(f + 1); }
        if ((q = jget(v, "write"))) {
            if (q->type != J_BOOL) { scene_error(c, "scene: `depth.write` is not true or false%s", ""); goto done; }
            zwrite = q->num != 0;
        }
        /* INTZ (a 24-bit depth buffer that can be sampled) when the device has it, so the
         * depth can be read back by a draw; else D24S8, not read back. */
        if (SUCCEEDED(IDirect3D9_CheckDeviceFormat(d3d, D3DADAPTER_DEFAULT, dev_type, D3DFMT_X8R8G8B8,
                D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, FMT_INTZ))
            && SUCCEEDED(IDirect3DDevice9_CreateTexture(dev, (UINT)w, (UINT)h, 1, D3DUSAGE_DEPTHSTENCIL, FMT_INTZ,
                D3DPOOL_DEFAULT, &r.ztex, NULL))
            && SUCCEEDED(IDirect3DTexture9_GetSurfaceLevel(r.ztex, 0, &r.depth))) {
            hr = D3D_OK;
        } else {
            release(r.depth);
            release(r.ztex);
            r.depth = NULL;
            r.ztex = NULL;
            hr = IDirect3DDevice9_CreateDepthStencilSurface(dev, (UINT)w, (UINT)h, D3DFMT_D24S8, D3DMULTISAMPLE_NONE, 0,
                    FALSE, &r.depth, NULL);
        }
        if (FAILED(hr)) { fail_hr(c, "creating a D24S8 depth buffer", hr); goto done; }
        depth = 1;
    }
    if ((v = jget(&scene, "clear_color"))) {
        int k;
        if (v->type != J_ARR || v->len != 4) { scene_error(c, "scene: `clear_color` is not four numbers%s", ""); goto done; }
        for (k = 0; k < 4; k++) if (!jfloat(c, &v->items[k], "clear_color", &clear[k])) goto done;
    }
    vp.X = 0; vp.Y = 0; vp.Width = (DWORD)w; vp.Height = (DWORD)h; vp.MinZ = 0; vp.MaxZ = 1;
    if ((v = jget(&scene, "viewport")) && v->type != J_NULL) {
        long x, y, vw, vh;
        if (!known_keys(c, v, "viewport", vkeys)) goto done;
        if (!jint(c, jget(v, "x"), "viewport.x", 0, 2048, &x) || !jint(c, jget(v, "y"), "viewport.y", 0, 2048, &y)
            || !jint(c, jget(v, "width"), "viewport.width", 1, 2048, &vw) || !jint(c, jget(v, "height"), "viewport.height", 1, 2048, &vh)) goto done;
        if (x + vw > w || y + vh > h) { scene_error(c, "scene: the `viewport` does not lie inside the targets%s", ""); goto done; }
        vp.X = (DWORD)x; vp.Y = (DWORD)y; vp.Width = (DWORD)vw; vp.Height = (DWORD)vh;
        if (jget(v, "min_z") && !jfloat(c, jget(v, "min_z"), "viewport.min_z", &vp.MinZ)) goto done;
        if (jget(v, "max_z") && !jfloat(c, jget(v, "max_z"), "viewport.max_z", &vp.MaxZ)) goto done;
    }
    if ((v = jget(&scene, "primitive")) && (prim = jenum(c, v, "primitive", prims)) < 0) goto done;
    if ((v = jget(&scene, "instances")) && !jint(c, v, "instances", 1, 65536, &instances)) goto done;
    if (!draw_check_textures(c, jget(&scene, "textures"), "textures", 16)) goto done;
    if (!draw_check_textures(c, jget(&scene, "vertex_textures"), "vertex_textures", 4)) goto done;
    /* The scrubbing draw (one case does not see another, README), into the worker's own targets. */
    hr = ensure_targets(1, 1, 1, 0);
    if (SUCCEEDED(hr)) hr = scrub();
    if (FAILED(hr)) { fail_hr(c, "the scrubbing draw", hr); goto done; }
    if (r.sw) IDirect3DDevice9_SetSoftwareVertexProcessing(dev, TRUE);
    if (!draw_streams(c, &r, jget(&scene, "streams"), &nv, &instanced, dividers)) goto done;
    if (instances > 1) instanced = 1;
    /* Instance data for every instance: past its end the device would read outside the buffer. */
    for (i = 1; i < (UINT)r.nstreams; i++)
        if (dividers[i] && (UINT)((instances + dividers[i] - 1) / dividers[i]) > r.count[i]) {
            scene_error(c, "scene: an instance stream has fewer `data` entries than instances / instance_divider%s", "");
            goto done;
        }
    /* indices (an instanced draw without them draws 0..n-1 indexed: Direct3D 9 instances
     * indexed draws only) */
    if (((v = jget(&scene, "indices")) && v->type != J_NULL) || instanced) {
        int big = nv > 65535;
        BYTE *ib;
        nidx = v && v->type == J_ARR ? (UINT)v->len : nv;
        if (v && v->type != J_NULL && v->type != J_ARR) { scene_error(c, "scene: `indices` is not a list%s", ""); goto done; }
        if (!nidx) { scene_error(c, "scene: `indices` is empty%s", ""); goto done; }
        hr = IDirect3DDevice9_CreateIndexBuffer(dev, nidx * (big ? 4 : 2), r.sw ? D3DUSAGE_SOFTWAREPROCESSING : 0,
                big ? D3DFMT_INDEX32 : D3DFMT_INDEX16, D3DPOOL_MANAGED, &r.ib, NULL);
        if (FAILED(hr)) { fail_hr(c, "CreateIndexBuffer", hr); goto done; }
        hr = IDirect3DIndexBuffer9_Lock(r.ib, 0, 0, (void **)&ib, 0);
        if (FAILED(hr)) { fail_hr(c, "locking the index buffer", hr); goto done; }
        for (i = 0; i < nidx; i++) {
            long x = (long)i;
            if (v && v->type == J_ARR && !jint(c, &v->items[i], "indices", 0, (double)nv - 1, &x)) {
                IDirect3DIndexBuffer9_Unlock(r.ib);
                goto done;
            }
            if (big) ((DWORD *)ib)[i] = (DWORD)x;
            else ((WORD *)ib)[i] = (WORD)x;
        }
        IDirect3DIndexBuffer9_Unlock(r.ib);
        IDirect3DDevice9_SetIndices(dev, r.ib);
    }
    if ((double)nv * (double)instances > 1048576.0) { scene_error(c, "scene: instances x vertices above 1,048,576%s", ""); goto done; }
    {
        UINT n = r.ib ? nidx : nv;
        nprim = prim ? (n >= 3 ? n - 2 : 0) : n / 3;
    }
    /* shaders */
    hr = IDirect3DDevice9_CreateVertexShader(dev, vs.t, &r.vs);
    if (FAILED(hr)) { fail_hr(c, "CreateVertexShader", hr); goto done; }
    hr = IDirect3DDevice9_CreatePixelShader(dev, ps.t, &r.ps);
    if (FAILED(hr)) { fail_hr(c, "CreatePixelShader", hr); goto done; }
    /* constants and textures */
    clear_constants();
    if (!set_constants(c, jget(&scene, "vs_constants"), 0) || !set_constants(c, jget(&scene, "ps_constants"), 1)) goto done;
    dcl_kinds = kinds[0];
    if (!set_textures(c, jget(&scene, "textures"), 1)) goto done;
    dcl_kinds = kinds[1];
    if (!set_textures(c, jget(&scene, "vertex_textures"), 0)) goto done;
    dcl_kinds = NULL;
    /* targets, clear */
    for (i = 0; i < MAX_RT; i++) IDirect3DDevice9_SetRenderTarget(dev, i, (int)i < r.nrt ? r.rt[i] : NULL);
    IDirect3DDevice9_SetDepthStencilSurface(dev, r.depth);
    {
        D3DVIEWPORT9 full = vp;
        full.X = 0; full.Y = 0; full.Width = (DWORD)w; full.Height = (DWORD)h; full.MinZ = 0; full.MaxZ = 1;
        IDirect3DDevice9_SetViewport(dev, &full);
        IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET | (depth ? D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL : 0), 0,
                zclear, 0);
        hr = fill_targets(&r, clear);
        if (FAILED(hr)) { fail_hr(c, "filling the targets with clear_color", hr); goto done; }
    }
    /* states */
    if (!draw_states(c, jget(&scene, "states"))) goto done;
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZENABLE, depth ? D3DZB_TRUE : D3DZB_FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZFUNC, zfunc);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZWRITEENABLE, zwrite);
    IDirect3DDevice9_SetViewport(dev, &vp);
    IDirect3DDevice9_SetVertexDeclaration(dev, r.decl);
    /* Here, not earlier: the DrawPrimitiveUP of fill_targets unsets stream 0. */
    for (i = 0; i < (UINT)r.nstreams; i++) IDirect3DDevice9_SetStreamSource(dev, i, r.vb[i], 0, r.stride[i]);
    IDirect3DDevice9_SetVertexShader(dev, r.vs);
    IDirect3DDevice9_SetPixelShader(dev, r.ps);
    if (instanced) {
        IDirect3DDevice9_SetStreamSourceFreq(dev, 0, D3DSTREAMSOURCE_INDEXEDDATA | (UINT)instances);
        for (i = 1; i < (UINT)r.nstreams; i++)
            IDirect3DDevice9_SetStreamSourceFreq(dev, i, dividers[i] ? D3DSTREAMSOURCE_INSTANCEDATA | dividers[i]
                    : D3DSTREAMSOURCE_INDEXEDDATA | (UINT)instances);
    }
    if (nprim) {
        D3DPRIMITIVETYPE pty = prim ? D3DPT_TRIANGLESTRIP : D3DPT_TRIANGLELIST;
        IDirect3DDevice9_BeginScene(dev);
        hr = r.ib ? IDirect3DDevice9_DrawIndexedPrimitive(dev, pty, 0, 0, nv, 0, nprim)
                  : IDirect3DDevice9_DrawPrimitive(dev, pty, 0, nprim);
        IDirect3DDevice9_EndScene(dev);
        if (FAILED(hr)) { fail_hr(c, r.ib ? "DrawIndexedPrimitive" : "DrawPrimitive", hr); goto done; }
    }
    /* read back */
    {
        char num[80];
        int t;
        sprintf(num, ",\"verdict\":\"accept\",\"outputs\":{\"width\":%ld,\"height\":%ld,\"targets\":[", w, h);
        puts_(c->out, num);
        for (t = 0; t < r.nrt; t++) {
            D3DLOCKED_RECT lr;
            UINT x, y;
            hr = IDirect3DDevice9_GetRenderTargetData(dev, r.rt[t], r.sys[t]);
            if (SUCCEEDED(hr)) hr = IDirect3DSurface9_LockRect(r.sys[t], &lr, NULL, D3DLOCK_READONLY);
            if (FAILED(hr)) { fail_hr(c, "reading a render target back", hr); goto done; }
            puts_(c->out, t ? ",{\"format\":" : "{\"format\":");
            puts_(c->out, r.unorm[t] ? "\"unorm8\",\"pixels\":[" : "\"float32\",\"pixels\":[");
            for (y = 0; y < (UINT)h; y++) {
                const BYTE *row = (const BYTE *)lr.pBits + (size_t)y * lr.Pitch;
                putc_(c->out, y ? ',' : '[');
                if (y) putc_(c->out, '[');
                for (x = 0; x < (UINT)w; x++) {
                    if (x) putc_(c->out, ',');
                    if (r.unorm[t]) {
                        const BYTE *p = row + 4 * x;
                        sprintf(num, "[%u,%u,%u,%u]", p[2], p[1], p[0], p[3]);
                        puts_(c->out, num);
                    } else {
                        float px[4];
                        memcpy(px, row + 16 * x, 16);
                        put_vec(c->out, px, 0xf);
                    }
                }
                putc_(c->out, ']');
            }
            IDirect3DSurface9_UnlockRect(r.sys[t]);
            puts_(c->out, "]}");
        }
        puts_(c->out, "]");
        if (r.ztex) {
            hr = read_depth(c, &r, (UINT)w, (UINT)h);
            if (FAILED(hr)) { fail_hr(c, "reading the depth buffer back", hr); goto done; }
        }
        puts_(c->out, "}");
    }
done:
    draw_cleanup(&r);
    free_shader(&vs);
    free_shader(&ps);
    free(vt);
    free(pt);
    jv_free(&scene);
}

/* Test hook for the harness's crash and hang isolation (crates/cli/tests/wine_d3d9_backend.rs):
 * SHADERCTS_WINE_D3D9_FAULT="crash=<case id>" makes the worker die of an access violation
 * on that case, "hang=<case id>" makes it wait forever; both may be given, separated by a
 * space. Unset (always, outside that test), it does nothing. */
static int names_fault(const char *spec, const char *kind, const char *id)
{
    char want[512];
    const char *at = spec;
    size_t n = (size_t)snprintf(want, sizeof want, "%s=%s", kind, id);
    if (n >= sizeof want) return 0;
    while ((at = strstr(at, want))) {
        if ((at == spec || at[-1] == ' ') && (at[n] == '\0' || at[n] == ' ')) return 1;
        at += n;
    }
    return 0;
}

static void injected_fault(const jv *id)
{
    const char *spec = getenv("SHADERCTS_WINE_D3D9_FAULT");
    if (!spec || !id || id->type != J_STR) return;
    if (names_fault(spec, "crash", id->str)) {
        volatile int *null_pointer = NULL;
        *null_pointer = 1;
    }
    if (names_fault(spec, "hang", id->str)) {
        for (;;) Sleep(1000);
    }
}

static void handle(buf *out, const char *line, size_t len)
{
    jv req, inputs;
    const jv *id, *op, *files, *hex, *itext;
    const char *end = line + len, *p;
    ctx c;
    DWORD *tokens = NULL;
    size_t ntok = 0, k;
    shader s;
    memset(&c, 0, sizeof c);
    memset(&inputs, 0, sizeof inputs);
    memset(&s, 0, sizeof s);
    c.out = out;
    p = parse_value(line, end, &req, 0);
    if (!p || ws(p, end) != end || req.type != J_OBJ || !(id = jget(&req, "id")) || id->type != J_NUM) {
        out->n = 0;
        puts_(out, "{\"id\":null,\"error\":\"wine-d3d9-worker: the request is not a JSON object with a numeric id\"}");
        goto send;
    }
    answer_head(&c, (unsigned long long)id->num);
    op = jget(&req, "op");
    if (!op || op->type != J_STR || (strcmp(op->str, "execute") && strcmp(op->str, "draw"))) {
        unsupported(&c, "wine-d3d9-worker only executes and draws shaders (op execute, draw)%s", "");
        goto reply;
    }
    injected_fault(jget(&req, "case"));
    files = jget(&req, "files");
    if (!strcmp(op->str, "draw")) {
        run_draw(&c, files);
        goto reply;
    }
    hex = jget(jget(files, "bytecode"), "hex");
    itext = jget(jget(files, "inputs"), "text");
    if (!hex || hex->type != J_STR) { unsupported(&c, "the case has no bytecode%s", ""); goto reply; }
    {
        size_t n = strlen(hex->str) / 8;
        tokens = calloc(n ? n : 1, sizeof *tokens);
        for (k = 0; tokens && k < n; k++) {
            DWORD w = 0;
            int b;
            for (b = 0; b < 4; b++) {
                int hi = hexval(hex->str[k * 8 + b * 2]), lo = hexval(hex->str[k * 8 + b * 2 + 1]);
                if (hi < 0 || lo < 0) { unsupported(&c, "bad hex in the bytecode%s", ""); goto reply; }
                w |= (DWORD)(hi * 16 + lo) << (8 * b);
            }
            tokens[k] = w;
        }
        ntok = n;
    }
    if (itext && itext->type == J_STR) {
        const char *ie = itext->str + strlen(itext->str);
        const char *q = parse_value(itext->str, ie, &inputs, 0);
        if (!q || ws(q, ie) != ie || inputs.type != J_OBJ) {
            jv_free(&inputs);
            unsupported(&c, "the INPUTS.json is not a JSON object%s", "");
            goto reply;
        }
    } else {
        inputs.type = J_OBJ;
    }
    if (jget(&inputs, "batch")) { unsupported(&c, "batched inputs%s", ""); goto reply; }
    {
        const jv *v = jget(&inputs, "ps1_max_value");
        if (v && v->type == J_NUM && (float)v->num != caps.PixelShader1xMaxValue) {
            char why[64];
            snprintf(why, sizeof why, "%g", (double)caps.PixelShader1xMaxValue);
            unsupported(&c, "ps1_max_value differs from the device's PixelShader1xMaxValue (%s)", why);
            goto reply;
        }
    }
    {
        /* wined3d computes every shader in float32 (GLSL floats); a case that asks for
         * another precision describes a device this is not (docs/executor.md, Precision). */
        const jv *v = jget(&inputs, "precision");
        if (v && v->type == J_STR && strcmp(v->str, "auto") && strcmp(v->str, "fp32")) {
            unsupported(&c, "the device computes in float32, the case asks for precision %s", v->str);
            goto reply;
        }
    }
    if (!parse_shader(&s, tokens, ntok)) { unsupported(&c, "the bytecode cannot be walked%s", ""); goto reply; }
    clear_constants();
    if (s.ps) run_ps(&c, &s, &inputs);
    else run_vs(&c, &s, &inputs);
    unbind_textures();
reply:
    if (c.unsupported) {
        answer_head(&c, (unsigned long long)id->num);
        puts_(out, c.is_error ? ",\"error\":" : ",\"unsupported\":");
        put_json_string(out, c.unsupported);
    }
    putc_(out, '}');
send:
    if (out->oom) {
        static const char oom[] = "{\"error\":\"wine-d3d9-worker: out of memory\"}\n";
        fwrite(oom, 1, sizeof oom - 1, stdout);
    } else {
        putc_(out, '\n');
        fwrite(out->p, 1, out->n, stdout);
    }
    fflush(stdout);
    free_shader(&s);
    free(tokens);
    jv_free(&inputs);
    jv_free(&req);
}

/* Reads one line (newline kept) into `line`; 0 at the end of input. */
static int read_line(buf *line)
{
    char chunk[4096];
    size_t k = 0;
    int ch;
    line->n = 0;
    line->oom = 0;
    while ((ch = getc(stdin)) != EOF) {
        chunk[k++] = (char)ch;
        if (ch == '\n' || k == sizeof chunk) { put(line, chunk, k); k = 0; }
        if (ch == '\n') return 1;
    }
    if (k) put(line, chunk, k);
    return line->n > 0 || line->oom;
}

/* An exception nobody handles ends the process at once, with the exception code as its
 * exit status, so the harness sees a crash. Without this Wine starts its debugger
 * (winedbg) on the faulting process, which waits until the harness's timeout kills it:
 * a crash would be reported as a hang (measured with SHADERCTS_WINE_D3D9_FAULT). */
static LONG WINAPI end_on_unhandled_exception(EXCEPTION_POINTERS *e)
{
    DWORD code = e && e->ExceptionRecord ? e->ExceptionRecord->ExceptionCode : 1;
    fprintf(stderr, "wine-d3d9-worker: unhandled exception 0x%08lx\n", (unsigned long)code);
    fflush(stderr);
    TerminateProcess(GetCurrentProcess(), code);
    return EXCEPTION_EXECUTE_HANDLER;
}

int main(int argc, char **argv)
{
    buf line = { 0 }, out = { 0 };
    HMODULE ntdll;
    wine_version_fn wine_version = NULL;
    const char *err;
    int hello_done = 0;
    int i;
    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
    SetUnhandledExceptionFilter(end_on_unhandled_exception);
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    ntdll = GetModuleHandleA("ntdll.dll");
    if (ntdll) wine_version = (wine_version_fn)(void *)GetProcAddress(ntdll, "wine_get_version");
    err = NULL;
    /* `--device hal` (default) or `--device ref`: the device type to create. */
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--device") && i + 1 < argc && !strcmp(argv[i + 1], "hal")) i++;
        else if (!strcmp(argv[i], "--device") && i + 1 < argc && !strcmp(argv[i + 1], "ref")) { dev_type = D3DDEVTYPE_REF; i++; }
        else err = "usage: wine-d3d9-worker.exe [--device hal|ref]";
    }
    if (!err) err = create_device();
    while (read_line(&line)) {
        size_t n = line.n;
        while (n && (line.p[n - 1] == '\n' || line.p[n - 1] == '\r')) n--;
        if (!n || line.oom) continue;
        if (!hello_done) {
            jv req;
            const char *p = parse_value(line.p, line.p + n, &req, 0);
            const jv *id = p ? jget(&req, "id") : NULL, *op = p ? jget(&req, "op") : NULL;
            if (id && id->type == J_NUM && op && op->type == J_STR && !strcmp(op->str, "hello")) {
                char num[40];
                hello_done = 1;
                out.n = 0;
                sprintf(num, "{\"id\":%llu", (unsigned long long)id->num);
                puts_(&out, num);
                if (err) {
                    puts_(&out, ",\"error\":");
                    put_json_string(&out, err);
                } else {
                    char version[1200];
                    snprintf(version, sizeof version, "%s%s d3d9; adapter %s; GL %s; PS %lu.%lu VS %lu.%lu, %lu RTs",
                            wine_version ? "Wine " : "Windows", wine_version ? wine_version() : "", adapter_desc, gl_renderer,
                            (unsigned long)D3DSHADER_VERSION_MAJOR(caps.PixelShaderVersion),
                            (unsigned long)D3DSHADER_VERSION_MINOR(caps.PixelShaderVersion),
                            (unsigned long)D3DSHADER_VERSION_MAJOR(caps.VertexShaderVersion),
                            (unsigned long)D3DSHADER_VERSION_MINOR(caps.VertexShaderVersion),
                            (unsigned long)caps.NumSimultaneousRTs);
                    puts_(&out, wine_version ? ",\"name\":\"wine-d3d9\",\"version\":" : ",\"name\":\"d3d9\",\"version\":");
                    put_json_string(&out, version);
                    puts_(&out, ",\"capabilities\":[\"execute\",\"draw\"]");
                    put_device(&out, ntdll, wine_version ? wine_version() : NULL);
                }
                puts_(&out, "}\n");
                fwrite(out.p, 1, out.n, stdout);
                fflush(stdout);
                jv_free(&req);
                continue;
            }
            jv_free(&req);
        }
        if (err) {
            out.n = 0;
            puts_(&out, "{\"id\":null,\"error\":");
            put_json_string(&out, err);
            puts_(&out, "}\n");
            fwrite(out.p, 1, out.n, stdout);
            fflush(stdout);
            continue;
        }
        handle(&out, line.p, n);
    }
    return 0;
}
