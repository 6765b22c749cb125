// case: flow.loop-nesting/valid/vs_2_sw/block-rep_depth-2 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_2_sw/block-rep_depth-2 (assemble)
// expect: the tokens of valid-vs_2_sw-block-rep_depth-2.bin
// origin: template nest {block: rep, depth: 2}
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
rep i0
mov r0, c0
endrep
endrep
mov oPos, v0
