// case: ps1.texaddr-src-file/invalid/ps_1_3/code-const (validate)
// expect: invalid [ps1.texaddr-src-file]
// origin: template code {code: const}
ps_1_3
texbem t1, c0
mov r0, t1
mov r0, c0
