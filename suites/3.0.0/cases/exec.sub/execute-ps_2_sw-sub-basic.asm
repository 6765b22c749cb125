// case: exec.sub/execute/ps_2_sw/sub-basic (execute)
// expect: the outputs of execute-ps_2_sw-sub-basic.outputs.json (tolerance 9.1552734375e-5)
// origin: execute sub {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
sub r0, r1, r2
mov oC0, r0
