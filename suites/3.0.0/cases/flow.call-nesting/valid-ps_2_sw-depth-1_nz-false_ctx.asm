// case: flow.call-nesting/valid/ps_2_sw/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/ps_2_sw/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 3 random context instructions (seed 1 attempt 0)
ps_2_sw
call l0
mov oC0, c0
mov r0, c0
mad r1, c6, c6, r0
mad r2, c3, c3, c3
ret
label l0
ret
