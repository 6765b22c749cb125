// case: mod.not-bool/invalid/vs_2_0/mod-not_op-mov_ctx (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oPos, v0
mul r4, c7, c7
add r5, r4, r4
mul r6, c3, r5
