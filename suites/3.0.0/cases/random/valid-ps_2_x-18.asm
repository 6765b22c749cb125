// case: random/valid/ps_2_x/18 (validate)
// expect: valid
// case: random/assemble/ps_2_x/18 (assemble)
// expect: the tokens of valid-ps_2_x-18.bin
// origin: random seed 1 ps_2_x #18
ps_2_x
defi i13, 4, 2, 1, 0
defb b13, false
dcl_centroid t0
dcl t5.yz
dcl_2d s8
defi i11, 4, 0, 2, 0
dcl t3.yz
dcl v0
dcl_centroid t6.xw
call l7
pow r19.xw, c2.x, c2.z
mov oC0, c0
ret
label l7
add_sat r17.y, c31.xzy, t6.wwwy
mul r3, -c1.xwy, v0
mov r5, c0
crs r15.xz, c2, v0
texld r13, r3, s8
texldb r21, r13, s8
m4x3 r9.xyz, v0, c27
sincos r5.x, t3.y, c30, c31
ret
