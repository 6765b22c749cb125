// case: flow.call-nesting/valid/ps_3_0/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/ps_3_0/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-ps_3_0-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
call l0
mov oC0, c0
mul r0, c1, c1
add r1, r0, r0
mov r2, r0
mov r3, r0
ret
label l0
ret
