/*
 * mojo-assemble: print the token stream that MOJOSHADER_assemble produces for
 * each assembly file named on the command line.  Part of shadercts; see
 * README.md beside this file.  Linked against Debian's libmojoshader.
 *
 * Output, one line per input file (tab separated), the same format as
 * tools/wine-assemble:
 *   FILE <TAB> ok <TAB> w0 w1 ...          lower-case 8-digit hex words
 *   FILE <TAB> fail <TAB> - <TAB> messages ("line N: text", joined by " | ")
 * Comment blocks right after the version token are dropped unless -raw is
 * given; a line "FILE <TAB> note <TAB> dropped N comment words" says so.
 *
 * With -parse, each FILE holds hex words instead (whitespace or commas
 * between them, "0x" optional) and is fed to MOJOSHADER_parse with the "d3d"
 * profile, MojoShader's disassembler; the output is
 *   FILE <TAB> ok <TAB> disassembly (newlines shown as " | ")
 *   FILE <TAB> fail <TAB> - <TAB> messages
 * which shows how MojoShader's decoder reads a token stream.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mojoshader.h>

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

static unsigned int word_at(const char *p, int k)
{
    const unsigned char *b = (const unsigned char *)p + 4 * k;
    return (unsigned int)b[0] | ((unsigned int)b[1] << 8) |
           ((unsigned int)b[2] << 16) | ((unsigned int)b[3] << 24);
}

static void print_errors(const MOJOSHADER_parseData *pd)
{
    int e;
    for (e = 0; e < pd->error_count; e++)
        printf("%sline %d: %s", e ? " | " : "", pd->errors[e].error_position,
               pd->errors[e].error ? pd->errors[e].error : "?");
}

/* -parse: hex words in, MojoShader's disassembly (or its errors) out. */
static int parse_hex(const char *path)
{
    size_t len = 0, n = 0, cap = 64;
    char *text = read_file(path, &len), *p, *end;
    unsigned char *buf;
    const MOJOSHADER_parseData *pd;
    int ok;
    if (!text) { printf("%s\tfail\t-\tcannot read file\n", path); return 1; }
    buf = malloc(cap * 4);
    for (p = text; *p; ) {
        unsigned long w;
        if (!strchr("0123456789abcdefABCDEFxX", *p)) { p++; continue; }
        w = strtoul(p, &end, 16);
        if (end == p) { p++; continue; }
        p = end;
        if (n == cap) { cap *= 2; buf = realloc(buf, cap * 4); }
        buf[4 * n] = (unsigned char)w;
        buf[4 * n + 1] = (unsigned char)(w >> 8);
        buf[4 * n + 2] = (unsigned char)(w >> 16);
        buf[4 * n + 3] = (unsigned char)(w >> 24);
        n++;
    }
    pd = MOJOSHADER_parse(MOJOSHADER_PROFILE_D3D, "main", buf, (unsigned int)(4 * n),
                          NULL, 0, NULL, 0, NULL, NULL, NULL);
    ok = pd->error_count == 0 && pd->output;
    if (ok) {
        int k;
        printf("%s\tok\t", path);
        for (k = 0; k < pd->output_len; k++) {
            char c = pd->output[k];
            if (c == '\n') { if (k + 1 < pd->output_len) fputs(" | ", stdout); }
            else putchar(c);
        }
        printf("\n");
    } else {
        printf("%s\tfail\t-\t", path);
        print_errors(pd);
        printf("\n");
    }
    MOJOSHADER_freeParseData(pd);
    free(buf);
    free(text);
    return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
    int raw = 0, parse = 0, i, status = 0;
    for (i = 1; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "-raw")) raw = 1;
        else if (!strcmp(argv[i], "-parse")) parse = 1;
        else { fprintf(stderr, "usage: mojo-assemble [-raw | -parse] FILE...\n"); return 2; }
    }
    if (parse) {
        for (; i < argc; i++) status |= parse_hex(argv[i]);
        return status;
    }
    for (; i < argc; i++) {
        size_t len = 0;
        char *src = read_file(argv[i], &len);
        const MOJOSHADER_parseData *pd;
        if (!src) { printf("%s\tfail\t-\tcannot read file\n", argv[i]); status = 1; continue; }
        pd = MOJOSHADER_assemble(argv[i], src, (unsigned int)len, NULL, 0, NULL, 0,
                                 NULL, 0, NULL, NULL, NULL, NULL, NULL);
        if (pd->error_count == 0 && pd->output) {
            int n = pd->output_len / 4, k = 0, dropped = 0;
            printf("%s\tok\t", argv[i]);
            if (n) { printf("%08x", word_at(pd->output, 0)); k = 1; }
            /* A comment token: bits 0-15 = 0xfffe, bits 16-30 = payload size. */
            while (!raw && k < n && (word_at(pd->output, k) & 0x8000ffffu) == 0xfffeu) {
                int size = (int)((word_at(pd->output, k) >> 16) & 0x7fff);
                dropped += size + 1;
                k += size + 1;
            }
            for (; k < n; k++) printf(" %08x", word_at(pd->output, k));
            printf("\n");
            if (dropped) printf("%s\tnote\tdropped %d comment words\n", argv[i], dropped);
        } else {
            printf("%s\tfail\t-\t", argv[i]);
            print_errors(pd);
            printf("\n");
            status = 1;
        }
        MOJOSHADER_freeParseData(pd);
        free(src);
    }
    return status;
}
