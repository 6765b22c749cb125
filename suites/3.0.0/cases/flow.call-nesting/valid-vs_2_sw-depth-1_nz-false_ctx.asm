// case: flow.call-nesting/valid/vs_2_sw/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_2_sw/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-vs_2_sw-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
call l0
mov oPos, v0
add r0, c0, c0
mad r1, c2, r0, c2
mov r2, c6
mov r3, c3
ret
label l0
ret
