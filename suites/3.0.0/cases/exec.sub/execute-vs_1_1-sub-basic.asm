// case: exec.sub/execute/vs_1_1/sub-basic (execute)
// expect: the outputs of execute-vs_1_1-sub-basic.outputs.json (tolerance 7.152557373046875e-7)
// origin: execute sub {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
sub r0, r1, r2
mov oPos, r0
