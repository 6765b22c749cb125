// case: random/valid/ps_2_sw/12 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/12 (assemble)
// expect: the tokens of valid-ps_2_sw-12.bin
// origin: random seed 1 ps_2_sw #12
ps_2_sw
dcl t2.xz
def c20, -3.0402116e-24, 0.0, -2.0, 2.0
defb b21, true
defi i31, 2, 4, 1, 0
dcl_centroid t1.xz
def c17, -3.5771045e-18, -1.0, 0.0, -0.005796778
dcl_cube s11
dcl_2d s8
def c10, 0.25, 1.0, -0.5, 0.5
defb b53, false
def c19, 2.4887682e-33, -2.0, -0.5, 0.0
defi i9, 1, 3, 2, 0
mov oC0, c8191
mov oC1, c0
