// case: exec.lit/execute/vs_2_sw/lit-power-clamp (execute)
// expect: the outputs of execute-vs_2_sw-lit-power-clamp.outputs.json (tolerance 2.1114191876836283e18)
// origin: execute lit {inputs: power-clamp}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
lit r0, r1
mov oPos, r0
