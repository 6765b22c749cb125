// case: exec.mov/execute/ps_2_sw/replicate-alpha-basic (execute)
// expect: the outputs of execute-ps_2_sw-replicate-alpha-basic.outputs.json (tolerance 6.103515625e-5)
// origin: execute replicate-alpha {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3.a
mov oC0, r0
