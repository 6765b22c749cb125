// case: exec.lit/execute/vs_2_sw/lit-lit (execute)
// expect: the outputs of execute-vs_2_sw-lit-lit.outputs.json (tolerance 4.8828125e-4)
// origin: execute lit {inputs: lit}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
lit r0, r1
mov oPos, r0
