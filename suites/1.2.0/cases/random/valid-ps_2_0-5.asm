// case: random/valid/ps_2_0/5 (validate)
// expect: valid
// case: random/assemble/ps_2_0/5 (assemble)
// expect: the tokens of valid-ps_2_0-5.bin
// origin: random seed 1 ps_2_0 #5
ps_2_0
dcl_volume s9
dcl_cube s11
def c10, -0.5, -2.852298e-10, -1045.5192, 2.0
def c22, -1.0, 232015410000.0, 0.25, 4.0
def c3, 0.5, 3.794325e-26, 0.25, -1.0
dcl v1
mov oC0, c1
mov oC1, c1
mov oC2, c31
mov oC3, c0
