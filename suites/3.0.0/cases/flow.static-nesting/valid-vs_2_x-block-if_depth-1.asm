// case: flow.static-nesting/valid/vs_2_x/block-if_depth-1 (validate)
// expect: valid
// case: flow.static-nesting/assemble/vs_2_x/block-if_depth-1 (assemble)
// expect: the tokens of valid-vs_2_x-block-if_depth-1.bin
// origin: template nest {block: if, depth: 1}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
mov r0, c0
endif
mov oPos, v0
