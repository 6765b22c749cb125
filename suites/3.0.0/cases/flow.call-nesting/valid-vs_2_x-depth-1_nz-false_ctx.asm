// case: flow.call-nesting/valid/vs_2_x/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_2_x/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-vs_2_x-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 4 random context instructions (seed 1 attempt 1)
vs_2_x
dcl_position v0
call l0
mov oPos, v0
mov r0, c4
add r1, c7, r0
mad r2, r1, r1, c3
mad r3, r2, r2, r0
ret
label l0
ret
