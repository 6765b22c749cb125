// case: flow.loop-nesting/valid/vs_3_0/block-rep_depth-4 (validate)
// expect: valid
// case: flow.loop-nesting/assemble/vs_3_0/block-rep_depth-4 (assemble)
// expect: the tokens of valid-vs_3_0-block-rep_depth-4.bin
// origin: template nest {block: rep, depth: 4}
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
rep i0
rep i0
rep i0
rep i0
mov r0, c0
endrep
endrep
endrep
endrep
mov o0, v0
