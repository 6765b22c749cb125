// case: exec.sub/execute/vs_3_sw/sub-basic (execute)
// expect: the outputs of execute-vs_3_sw-sub-basic.outputs.json (tolerance 7.152557373046875e-7)
// origin: execute sub {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
sub r0, r1, r2
mov o0, r0
