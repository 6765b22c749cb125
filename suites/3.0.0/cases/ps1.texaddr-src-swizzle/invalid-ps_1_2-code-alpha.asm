// case: ps1.texaddr-src-swizzle/invalid/ps_1_2/code-alpha (validate)
// expect: invalid [ps1.texaddr-src-swizzle]
// origin: template code {code: alpha}
ps_1_2
tex t0
texbem t1, t0.w
mov r0, t1
mov r0, c0
