// case: op.setp-no-sat/valid/ps_2_x/code_ctx (validate)
// expect: valid
// case: op.setp-no-sat/assemble/ps_2_x/code_ctx (assemble)
// expect: the tokens of valid-ps_2_x-code_ctx.bin
// origin: template code {code: def c1, 1, 0, 0, 0 setp_gt p0, c1, c1.y} + 5 random context instructions (seed 1 attempt 0)
ps_2_x
def c1, 1.0, 0.0, 0.0, 0.0
setp_gt p0, c1, c1.y
mov oC0, c0
mul r0, c6, c6
add r1, r0, r0
mov r2, r1
add r3, r1, c7
mov r4, c5
