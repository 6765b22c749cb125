// case: mod.sat/valid/vs_2_sw/op-add_ctx (validate)
// expect: valid
// case: mod.sat/assemble/vs_2_sw/op-add_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-op-add_ctx.bin
// origin: template shift {op: add} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
mad r4, c3, c3, c3
add r5, c7, c7
add r6, r5, c4
mad r7, r5, c2, r4
add r8, c6, c6
