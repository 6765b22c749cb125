// case: random/valid/ps_2_0/13 (validate)
// expect: valid
// case: random/assemble/ps_2_0/13 (assemble)
// expect: the tokens of valid-ps_2_0-13.bin
// origin: random seed 1 ps_2_0 #13
ps_2_0
dcl v0.xy
dcl_volume s4
dcl t1.xy
def c7, -1.0, 4.277759e-27, 0.25, 2.0
dcl v1.xz
dcl_centroid t3
dcl t5
dcl t6.xw
mov oC0, c2
mov oC1, c2
mov oC2, c2
mov oC3, c1
