// case: ps14.texld-src-file/invalid/ps_1_4/code-const (validate)
// expect: invalid [ps14.texld-src-file]
// origin: template code {code: const}
ps_1_4
texld r1, c0
mov r0, c0
