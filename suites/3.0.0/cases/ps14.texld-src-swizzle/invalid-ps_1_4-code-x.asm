// case: ps14.texld-src-swizzle/invalid/ps_1_4/code-x (validate)
// expect: invalid [ps14.texld-src-swizzle]
// origin: template code {code: x}
ps_1_4
texld r1, t0.x
mov r0, c0
