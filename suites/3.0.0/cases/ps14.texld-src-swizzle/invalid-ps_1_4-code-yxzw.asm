// case: ps14.texld-src-swizzle/invalid/ps_1_4/code-yxzw (validate)
// expect: invalid [ps14.texld-src-swizzle]
// origin: template code {code: yxzw}
ps_1_4
texld r1, t0.yxzw
mov r0, c0
