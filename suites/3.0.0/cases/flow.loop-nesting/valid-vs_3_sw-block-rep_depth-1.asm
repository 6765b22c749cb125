// case: flow.loop-nesting/valid/vs_3_sw/block-rep_depth-1 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_3_sw/block-rep_depth-1 (assemble)
// expect: the tokens of valid-vs_3_sw-block-rep_depth-1.bin
// origin: template nest {block: rep, depth: 1}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
mov r0, c0
endrep
mov o0, v0
