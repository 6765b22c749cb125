// case: flow.static-nesting/valid/vs_3_0/block-if_depth-1 (validate)
// expect: valid
// case: flow.static-nesting/assemble/vs_3_0/block-if_depth-1 (assemble)
// expect: the tokens of valid-vs_3_0-block-if_depth-1.bin
// origin: template nest {block: if, depth: 1}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
if b0
mov r0, c0
endif
mov o0, v0
