// UIKit's names for view controllers, controls, images, effects, devices and cells.

/// UIKit's `UIViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext =
  ViewControllerTransitionCoordinatorContext
/// UIKit's `UILayoutSupport` (a view controller's top and bottom layout guides).
public typealias UILayoutSupport = LayoutSupport
/// UIKit's `UIControl`.
public typealias UIControl = Control
/// UIKit's `UIAction`.
public typealias UIAction = Action
/// UIKit's `UITextField`.
public typealias UITextField = TextField
/// UIKit's `UITextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's `UISwitch`.
public typealias UISwitch = Switch
/// UIKit's `UISlider`.
public typealias UISlider = Slider
/// UIKit's `UISegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UIProgressView`.
public typealias UIProgressView = ProgressView
/// UIKit's `UIActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIDatePicker`.
public typealias UIDatePicker = DatePicker
/// UIKit's `UIDatePickerStyle`.
public typealias UIDatePickerStyle = DatePicker.Style
/// UIKit's `UIKeyboardType`.
public typealias UIKeyboardType = KeyboardType
/// UIKit's `UIReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's `UITextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's `UITextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's `UITextSpellCheckingType`.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// UIKit's `UITextContentType`.
public typealias UITextContentType = TextContentType
/// UIKit's `UIImage` (a name and a size: Truss has no pixels).
public typealias UIImage = ImageView.Image
/// UIKit's `UIVisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// UIKit's `UIVisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's `UIBlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// UIKit's `UIDevice`.
public typealias UIDevice = Device
/// UIKit's `UIDeviceOrientation`.
public typealias UIDeviceOrientation = Device.Orientation
/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = Device.UserInterfaceIdiom
/// UIKit's `UICollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// Core Graphics' `CGColor`, which layers take in UIKit (`UIColor.black.cgColor`): a
/// ``Color`` in Truss.
public typealias CGColor = Color
/// UIKit's `UIStackView`.
public typealias UIStackView = StackView
/// UIKit's `UIScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
