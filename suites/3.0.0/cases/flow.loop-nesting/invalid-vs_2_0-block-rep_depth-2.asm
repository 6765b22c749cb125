// case: flow.loop-nesting/invalid/vs_2_0/block-rep_depth-2 (validate)
// expect: invalid [flow.loop-nesting]
// origin: template nest {block: rep, depth: 2}
vs_2_0
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
