// case: random/valid/ps_3_sw/4 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/4 (assemble)
// expect: the tokens of valid-ps_3_sw-4.bin
// origin: random seed 1 ps_3_sw #4
ps_3_sw
dcl_volume s8
def c15, -2.0, 0.125, 0.25, 1.0
defb b9, true
def c60, -2.0, -0.5, 2.0, 0.125
dcl vFace
dcl_fog14 v2
defi i9, 1, 0, 2, 0
callnz l1995, b14
mad_sat_pp oC0, c3.yywx, c2, c0
mad oC1, -v2, c1.zywz, c3.zwxy
mov oDepth, c8191.y
ret
label l1995
crs r19.xy, v2, c8191
setp_ge p0.yw, vFace.x, c1
crs_sat_pp r15.xyz, v2, v2
nop
texkill r15
if b3
endif
ret
