// case: sm2.index.const-only/invalid/vs_2_x/code-r-a0 (validate)
// expect: invalid [sm2.index.const-only]
// origin: template code {code: r-a0}
vs_2_x
dcl_position v0
mova a0.x, v0.x
mov r1, v0
mov r0, r[a0.x + 1]
mov oPos, v0
