// case: mod.pp/valid/vs_1_1/op-add_ctx (validate)
// expect: valid
// case: mod.pp/assemble/vs_1_1/op-add_ctx (assemble)
// expect: the tokens of valid-vs_1_1-op-add_ctx.bin
// origin: template shift {op: add} + 4 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov oPos, v0
add r4, c6, c6
mad r5, r4, r4, r4
mul r6, r4, r4
mul r7, c5, c5
