// case: flow.loop-nesting/valid/vs_2_sw/block-rep_depth-1 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_2_sw/block-rep_depth-1 (assemble)
// expect: the tokens of valid-vs_2_sw-block-rep_depth-1.bin
// origin: template nest {block: rep, depth: 1}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
mov r0, c0
endrep
mov oPos, v0
