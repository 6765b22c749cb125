/*
 * wine-assemble: print the token stream that D3DAssemble produces for each
 * assembly file named on the command line.
 *
 * Built with mingw-w64 and run under Wine, so the assembler that answers is
 * Wine's d3dcompiler (d3dcompiler_43.dll by default).  Part of shadercts; see
 * README.md beside this file.
 *
 * Output, one line per input file (tab separated):
 *   FILE <TAB> ok <TAB> w0 w1 ...          lower-case 8-digit hex words
 *   FILE <TAB> fail <TAB> 0xHRESULT <TAB> messages (newlines shown as " | ")
 * A comment block right after the version token is dropped unless -raw is
 * given; a line "FILE <TAB> note <TAB> dropped N comment words" says so.
 *
 * Options (before the files):
 *   -dll NAME     load D3DAssemble from NAME (default d3dcompiler_43.dll)
 *   -flags N      flags passed to D3DAssemble (default 2 =
 *                 D3DCOMPILE_SKIP_VALIDATION)
 *   -raw          keep comment tokens
 */
#include <windows.h>
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

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) { free(buf); buf = NULL; }
    fclose(f);
    if (buf) { buf[n] = 0; *len = (size_t)n; }
    return buf;
}

static void print_messages(blob *m)
{
    const char *p;
    SIZE_T n, i;
    if (!m) return;
    p = m->v->GetBufferPointer(m);
    n = m->v->GetBufferSize(m);
    for (i = 0; i < n && p[i]; i++) {
        if (p[i] == '\r') continue;
        if (p[i] == '\n') { if (i + 1 < n && p[i + 1]) fputs(" | ", stdout); }
        else if (p[i] == '\t') putchar(' ');
        else putchar(p[i]);
    }
}

int main(int argc, char **argv)
{
    const char *dll = "d3dcompiler_43.dll";
    UINT flags = 2; /* D3DCOMPILE_SKIP_VALIDATION (d3dcompiler.h) */
    int raw = 0, i, status = 0;
    HMODULE mod;
    assemble_fn assemble;

    for (i = 1; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "-dll") && i + 1 < argc) dll = argv[++i];
        else if (!strcmp(argv[i], "-flags") && i + 1 < argc) flags = (UINT)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "-raw")) raw = 1;
        else { fprintf(stderr, "usage: wine-assemble [-dll NAME] [-flags N] [-raw] FILE...\n"); return 2; }
    }
    mod = LoadLibraryA(dll);
    if (!mod) { fprintf(stderr, "cannot load %s\n", dll); return 2; }
    assemble = (assemble_fn)(void *)GetProcAddress(mod, "D3DAssemble");
    if (!assemble) { fprintf(stderr, "%s has no D3DAssemble\n", dll); return 2; }

    for (; i < argc; i++) {
        size_t len = 0;
        char *src = read_file(argv[i], &len);
        blob *code = NULL, *msgs = NULL;
        HRESULT hr;
        if (!src) { printf("%s\tfail\t-\tcannot read file\n", argv[i]); status = 1; continue; }
        hr = assemble(src, len, argv[i], NULL, NULL, flags, &code, &msgs);
        if (SUCCEEDED(hr) && code) {
            const DWORD *w = code->v->GetBufferPointer(code);
            SIZE_T n = code->v->GetBufferSize(code) / 4, k = 0, dropped = 0;
            printf("%s\tok\t", argv[i]);
            if (n) { printf("%08lx", (unsigned long)w[0]); k = 1; }
            /* A comment token: bits 0-15 = 0xfffe, bits 16-30 = payload size. */
            while (!raw && k < n && (w[k] & 0x8000ffff) == 0xfffe) {
                SIZE_T size = (w[k] >> 16) & 0x7fff;
                dropped += size + 1;
                k += size + 1;
            }
            for (; k < n; k++) printf(" %08lx", (unsigned long)w[k]);
            printf("\n");
            if (dropped) printf("%s\tnote\tdropped %lu comment words\n", argv[i], (unsigned long)dropped);
            if (msgs) { printf("%s\twarn\t", argv[i]); print_messages(msgs); printf("\n"); }
        } else {
            printf("%s\tfail\t0x%08lx\t", argv[i], (unsigned long)hr);
            print_messages(msgs);
            printf("\n");
            status = 1;
        }
        if (code) code->v->Release(code);
        if (msgs) msgs->v->Release(msgs);
        free(src);
    }
    return status;
}
