// case: random/valid/ps_2_sw/18 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/18 (assemble)
// expect: the tokens of valid-ps_2_sw-18.bin
// origin: random seed 1 ps_2_sw #18
ps_2_sw
dcl v1
dcl v0.zw
def c8, 0.125, -0.00078468275, 1.0, -0.5
dcl_centroid t0
def c20, -1.0, 1.0514047e-31, 0.0, 1.0
dcl_2d s13
def c53, -1.0, 84723.23, 0.5, 1.0
dcl t5
dcl t3.xyw
def c30, -0.5, 2.0, 4.0, 1.0722462e-20
defi i38, 3, 3, 1, 0
m3x4 r31, -t5, c7274
max r26, c2, t0
dp4_sat_pp r7.w, -c8191, c2.xyyz
rcp r8, -c1.y
mul_sat_pp r28.xyz, -c0.w, c2
rcp r14, c1.y
texldd r13, r31, s13, c8191, c8191
callnz l722, !b10
mov oC0, r26
mov oC1, c1
mov oC2, c3
mov oC3, v1
ret
label l722
min r25.xzw, -c8191.xyyw, c1
add r6, r31.zxw, r31.ywyz
ret
