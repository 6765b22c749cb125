// case: flow.loop-nesting/invalid/vs_3_0/block-rep_depth-5 (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 5}
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
rep i0
mov r0, c0
endrep
endrep
endrep
endrep
endrep
mov o0, v0
