// case: flow.call-nesting/valid/ps_2_x/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/ps_2_x/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-ps_2_x-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 2 random context instructions (seed 1 attempt 0)
ps_2_x
call l0
mov oC0, c0
mov r0, c7
add r1, c2, c2
ret
label l0
ret
