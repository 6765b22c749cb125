// case: random/valid/vs_2_sw/18 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/18 (assemble)
// expect: the tokens of valid-vs_2_sw-18.bin
// origin: random seed 1 vs_2_sw #18
vs_2_sw
defi i5, 3, 0, 2, 0
defb b30, false
dcl_position v4
defi i28, 3, 4, 2, 0
frc r9, -c3.zywx
callnz l1114, b4
pow r31.x, c3.w, -c1.x
setp_gt p0.xzw, r9.xwyx, c3.xzyz
log r23.yz, c2.y
rsq r31, r23.z
add r4, c1, -c1.zyw
rcp r3, -r23.z
mad oPos, c2, -v4, r3
max oD1.xyw, r4, -r9.wxwx
max oT5.xyz, -r4, -r3.xyyx
mad oT6.xyz, -c2.wyzw, c1, -c2.wwzy
mov oPts, r3.y
ret
label l1114
logp r19, c0.z
call l530
ret
label l530
sge r13.w, v4, r19.yxyz
ret
