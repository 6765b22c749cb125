// case: flow.label-range/invalid/vs_2_0/mutate-label-out-of-range-0 (validate)
// expect: invalid [flow.label-range]
// origin: mutator label-out-of-range on random seed 1 vs_2_0 #0
vs_2_0
dcl_position v14
def c43, -0.5, 1.0, -1.198331e36, 1.6155648e17
defb b14, true
def c17, 6.3508796e-27, 0.5, 0.125, -1.5625964e-14
defi i7, 1, 0, 1, 0
expp r0.xz, -c0.y
rsq r10, -c1.z
crs r5.x, c255, c255
pow r4.yw, -v14.w, r0.z
mad oPos, c1, r10, -r10.xwyx
mov oT3.xy, c0
add oT5, -c255.zzxw, -v14.zxyz
call l16
ret
label l16
ret
